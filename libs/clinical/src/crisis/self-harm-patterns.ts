import { crisisPattern } from './crisis-pattern';
import type { CrisisPattern } from './crisis-types';

/**
 * First-person patterns about the person's own life, written against normalised text
 * (lower case, contractions expanded: "i am", "do not", "can not", "will not").
 */
const ADV =
  '(?:really|just|honestly|seriously|actually|kind of|sort of|sometimes|often|still|truly|even|literally|definitely|totally|almost|secretly|always|constantly|already|finally|now|genuinely|also|so|wholeheartedly)';
export const I = `\\bi(?: ${ADV})*`;
/** The subject with an optional negation ("i do not want"): negatable patterns then see the negation. */
const I_NEG = `${I}(?: (?:do|did|would|will|am|have|could|can|really do) not| never| no longer)?(?: ${ADV})*`;
const KILL_SELF =
  '(?:kill(?:ing)?|hang(?:ing)?|shoot(?:ing)?|drown(?:ing)?|poison(?:ing)?|suffocat\\w*|gas(?:sing)?|overdos\\w*|throw(?:ing)?) myself';
const END_LIFE =
  '(?:end(?:ing)? (?:my (?:own )?life|it all|everything|things|my suffering|it for good|my existence|it)(?! with| between| here| now\\b| early)|take my (?:own )?life|commit suicide|suicide)';
const DIE = 'die(?! (?:of|from) (?:embarrassment|laughter|laughing|shame|boredom|cringe)| laughing| inside| a little)';
const INTEND =
  '(?:want|wanna|need|have|plan|intend|am going|will|would like|feel like|am about|am ready|decided|might|could|am thinking about|am thinking of|keep thinking about|think about|thought about|have been thinking about|am considering|considered|am planning|tried|wanted|have been wanting|keep wanting|am trying|deserve)';
const METHOD =
  '(?:jump(?:ing)? (?:off|from) (?:a|the|my) (?:bridge|building|roof|cliff|ledge|balcony|overpass|parking garage)|jump(?:ing)? in front of|step(?:ping)? in front of|walk(?:ing)? into traffic|throw(?:ing)? myself (?:off|in front of|under)|driv(?:e|ing) (?:my car |the car |my truck )?(?:into|off) (?:a|the) (?:tree|wall|river|lake|cliff|bridge|truck|oncoming traffic)|crash(?:ing)? my (?:car|truck) on purpose|slit(?:ting)? my (?:wrists?|throat)|tak(?:e|ing) all (?:of )?(?:my|the) (?:pills|meds|tablets))';
const RATHER = '(?:to |about |of |on )?(?:just )?';

const p = crisisPattern;

export const ACTIVE_IDEATION: CrisisPattern[] = [
  p('active_ideation', 'crisis', `${I_NEG} ${INTEND} ${RATHER}(?:${KILL_SELF}|${END_LIFE}|${DIE}\\b|be dead\\b)`, {
    negatable: true,
  }),
  p('active_ideation', 'crisis', `\\b${KILL_SELF}\\b`, { negatable: true }),
  p('active_ideation', 'crisis', `${I_NEG} ${INTEND} ${RATHER}${METHOD}`, { negatable: true }),
  p('active_ideation', 'crisis', `\\bslit(?:ting)? my (?:wrists?|throat)\\b`, { negatable: true }),
  p(
    'active_ideation',
    'crisis',
    `\\b(?:part of me|some part of me|a part of me) (?:wants?|would like|wishes?) (?:to )?(?:die|be dead|kill myself|end it|disappear forever)\\b`,
  ),
  p('active_ideation', 'crisis', `\\bunaliv\\w*\\b`, { negatable: true, firstPersonOnly: true }),
  p('active_ideation', 'crisis', `\\b(?:suicidal|suicide|kill myself)\\b`, { negatable: true, firstPersonOnly: true }),
  p('active_ideation', 'crisis', `\\b(?:take|taking|end|ending) my (?:own )?life\\b`, { negatable: true }),
  p(
    'active_ideation',
    'crisis',
    `${I} (?:am|feel) ready to (?:die|go now|leave this world|be done with (?:it all|life)|check out)\\b`,
  ),
  p('active_ideation', 'crisis', `\\bi (?:am|will be) (?:ending|going to end) it\\b(?! with)`),
  p(
    'active_ideation',
    'crisis',
    `\\b(?:thoughts|thinking) (?:of|about) (?:suicide|killing myself|ending (?:it|my life)|dying)\\b`,
    { negatable: true, firstPersonOnly: true },
  ),
  p(
    'active_ideation',
    'crisis',
    `${I_NEG} (?:want to|might|will|am going to|could|plan to|am planning to|am thinking about|thought about) (?:just )?overdos\\w*\\b`,
    { negatable: true },
  ),
  p('active_ideation', 'crisis', `\\bend(?:ing)? it all\\b`, { negatable: true, firstPersonOnly: true }),
  p(
    'active_ideation',
    'crisis',
    `\\bi (?:tried|attempted) (?:to )?(?:kill myself|suicide|end (?:it|my life)|overdose)`,
    { negatable: true },
  ),
  p('active_ideation', 'crisis', `\\bi deserve to die\\b`),
  p(
    'contingent_intent',
    'crisis',
    `\\bif (?:\\w+ ){1,10}(?:i will|i am going to|i would|then i will|i swear i will) (?:just )?(?:kill myself|end (?:it|my life|it all)|not be (?:here|around)|take my (?:own )?life|jump|hang myself|overdose|die)\\b`,
  ),
  p('contingent_intent', 'crisis', `\\b(?:kill myself|end it all|end my life) (?:if|unless|when)\\b`),
];

export const PASSIVE_AND_HOPELESS: CrisisPattern[] = [
  p('passive_death_wish', 'concern', `${I} wish i (?:was|were|could be|had been) (?:dead|never born|gone)\\b`),
  p(
    'passive_death_wish',
    'concern',
    `${I} wish i (?:could|would) (?:just )?(?:die|disappear|vanish|not wake up|fall asleep and (?:never|not) wake up|sleep forever|stop existing|cease to exist|not exist)`,
  ),
  p('passive_death_wish', 'concern', `\\b(?:i hope|hopefully|wish) i (?:do not|never|will not) wake up\\b`),
  p(
    'passive_death_wish',
    'concern',
    `\\b(?:sleep|go to sleep|fall asleep|close my eyes) and (?:never|not) (?:wake up|open them again)\\b`,
  ),
  p(
    'passive_death_wish',
    'concern',
    `\\b(?:do not|no longer|do not even) (?:want|wish|care) to (?:live|be alive|be here|exist|wake up|go on|keep living|keep going|be around|be on this earth)\\b`,
  ),
  p(
    'passive_death_wish',
    'concern',
    `\\b(?:tired|sick|exhausted) of (?:living|being alive|life|existing|being here)\\b`,
  ),
  p(
    'passive_death_wish',
    'concern',
    `${I} (?:want|need|wish for|wish) (?:it|everything|this|the pain|all of it|life|it all) (?:would |to )?(?:just )?(?:all )?(?:stop|end|be over)\\b`,
  ),
  p(
    'passive_death_wish',
    'concern',
    `${I} (?:would|will|do) not (?:care|mind) if i (?:died|die|did not wake up|got hit|was dead|never woke up|just did not exist)`,
  ),
  p(
    'passive_death_wish',
    'concern',
    `\\bi hope (?:a |the |something |cancer |this )?\\w* ?(?:hits|kills|takes|runs over) me\\b`,
  ),
  p(
    'passive_death_wish',
    'concern',
    `${I} want to (?:disappear|vanish|stop existing|cease to exist|not exist|fade away|sleep forever|be gone|not be here)\\b`,
  ),
  p(
    'passive_death_wish',
    'concern',
    `\\b(?:would be|it would be|things would be) (?:easier|better|simpler) if i (?:was|were|just) (?:dead|gone|not here|not around|never born|died)`,
  ),
  p(
    'passive_death_wish',
    'concern',
    `\\bi (?:should|wish i would) (?:have|of) died (?:with|instead|over there|in|that day|too)`,
  ),
  p('passive_death_wish', 'concern', `\\bbetter off dead\\b`),
  p(
    'passive_death_wish',
    'concern',
    `\\bi want to (?:be with|join|see) (?:my )?(?:\\w+ ){0,2}(?:again )?(?:in heaven|on the other side|who (?:passed|died))`,
  ),
  p(
    'burdensomeness',
    'concern',
    `\\b(?:everyone|everybody|they|my family|my kids|my wife|my husband|my parents|the world|people|things|my friends|she|he) (?:would|will|is going to|are going to) be (?:so )?(?:better|happier|fine|easier|free|relieved)(?: off)? (?:without me|if i (?:was|were|am) (?:gone|dead|not around|not here|never born))`,
  ),
  p(
    'burdensomeness',
    'concern',
    `\\bi am (?:just |only |nothing but |such )?(?:a|an) (?:burden|drain|waste of (?:space|air|oxygen)|problem for everyone)`,
  ),
  p(
    'burdensomeness',
    'concern',
    `\\b(?:nobody|no one) (?:would|will|is going to) (?:even )?(?:miss|notice|care about) me\\b`,
  ),
  p(
    'burdensomeness',
    'concern',
    `\\b(?:nobody|no one) (?:would|will|is going to) (?:even )?(?:miss|notice|care)(?: it)? if i (?:was|were|am|died|disappeared|was gone|left)`,
  ),
  p('burdensomeness', 'concern', `\\bthe world (?:would be|is) better without me\\b`),
  p(
    'burdensomeness',
    'concern',
    `\\b(?:would|will) be (?:so )?(?:much )?(?:better|happier|easier|simpler|fine|lighter)(?: off)? without me\\b`,
  ),
  p(
    'hopelessness',
    'concern',
    `\\bno (?:reason|point) (?:in |to )?(?:living|live|being alive|go on|going on|keep going|carrying on|staying alive|being here)\\b`,
  ),
  p(
    'hopelessness',
    'concern',
    `\\bwhat is the point (?:of|in) (?:living|life|going on|being alive|me being here|staying alive|even being here)\\b`,
  ),
  p(
    'hopelessness',
    'concern',
    `${I} (?:can not|could not) (?:go on|do this|keep going|take (?:it|this|much more)|live like this|cope)(?: \\w+){0,2} (?:anymore|any longer|much longer)\\b`,
  ),
  p('hopelessness', 'concern', `${I} (?:have|got) nothing (?:left )?to live for\\b`),
  p(
    'hopelessness',
    'concern',
    `\\b(?:there is )?no way out\\b(?! of (?:the|this|that) (?:\\w+ )?(?:room|building|maze|game|level|parking|lot|traffic|meeting|contract))`,
  ),
  p(
    'hopelessness',
    'concern',
    `\\b(?:i (?:feel|am|am feeling)|everything (?:is|feels)|(?:my )?life (?:is|feels)) (?:\\w+ )?(?:so )?(?:hopeless|pointless|meaningless|not worth living)\\b`,
  ),
  p('hopelessness', 'concern', `\\b(?:life|living) (?:is not|is no longer) worth (?:living|it)\\b`),
  p(
    'hopelessness',
    'concern',
    `\\b(?:nothing|it|things) (?:will ever|is ever going to|are ever going to|can ever|will never) (?:get|be) better\\b`,
  ),
  p('hopelessness', 'concern', `\\b(?:i have|i see|there is) no future(?: for me)?\\b`),
  p('hopelessness', 'concern', `\\bi am done with (?:life|living|everything|it all|this world|being alive)\\b`),
  p(
    'hopelessness',
    'concern',
    `\\b(?:do not|can not|no longer) see (?:the|any) (?:point|reason) (?:in|of|to|for) (?:living|life|going on|being alive|being here|staying alive|anything)\\b`,
  ),
  p(
    'hopelessness',
    'concern',
    `\\b(?:life|my life|living) (?:has|holds) no (?:meaning|point|purpose)\\b|\\bcan not see a way (?:forward|out)\\b`,
  ),
  p('hopelessness', 'concern', `\\bi give up on (?:life|living|everything|myself)\\b`),
  p('hopelessness', 'concern', `\\b(?:soon|in a while) (?:it|none of this|nothing) will (?:not )?matter\\b`),
];

export const SELF_HARM: CrisisPattern[] = [
  p(
    'self_harm',
    'crisis',
    `${I_NEG} (?:\\w+ ){0,2}(?:cut|cutting|burn|burning|burned|burnt|hurt|hurting|harm|harming|hit|hitting|punch|punching|scratch|scratching|stab|stabbing|starve|starving|bite|biting|carve|carving) (?:myself|my (?:arms?|wrists?|legs?|thighs?|skin|body|stomach|hips?))\\b(?! (?:while|when|on the|on a|at the|at work|by accident|accidentally|shaving|cooking|playing|lifting|running|in the kitchen|opening|during|chopping|slicing))`,
    { negatable: true },
  ),
  p('self_harm', 'crisis', `\\bself harm(?:ing|ed)?\\b`, { negatable: true, firstPersonOnly: true }),
  p('self_harm', 'crisis', `\\b(?:started|start|cutting|cut|burning|hurting myself|self harming) again\\b`, {
    negatable: true,
    firstPersonOnly: true,
  }),
  p('self_harm', 'crisis', `\\b(?:relapsed|relapse)\\b.{0,20}\\b(?:self harm|cutting|cut)\\b`),
  p(
    'self_harm',
    'crisis',
    `${I} (?:want|need|feel the urge|have the urge|have urges|keep wanting|am tempted|crave) to (?:cut\\b(?! (?:back|down|out|off|in|through|ties|corners|class|costs|my (?:hair|nails|losses|hours))|\\w)|hurt myself|burn myself|harm myself|bleed|see blood|feel pain|punish myself)`,
  ),
  p('self_harm', 'crisis', `\\burges? to (?:cut|self harm|hurt myself|harm myself|burn myself)\\b`),
  p(
    'self_harm',
    'crisis',
    `\\b(?:cut|cutting|hurt|hurting|burn|burning|bleed|bleeding|pain|hit myself|hitting myself)\\b.{0,40}\\bto (?:feel something|feel anything|feel real|feel alive|feel in control|punish myself|get relief|stop feeling numb|make it stop)\\b`,
  ),
  p(
    'self_harm',
    'crisis',
    `\\b(?:cut|cutting|hurt|hurting|burn|burning|bleed|bleeding|pain|hitting myself)\\b.{0,40}\\b(?:helps me|makes me|lets me|so i can) (?:feel something|feel anything|feel real|feel alive|feel in control|cope|stop feeling numb)\\b`,
  ),
  p('self_harm', 'crisis', `\\bi (?:deserve|need) (?:the )?(?:pain|to be punished|to hurt|to suffer|to bleed)\\b`),
  p(
    'self_harm',
    'crisis',
    `\\b(?:razor|blade|lighter|knife|scissors)\\b.{0,30}\\b(?:on|against|to|across) my (?:arm|wrist|skin|leg|thigh)s?\\b`,
  ),
];

export const VETERAN_IDIOMS: CrisisPattern[] = [
  p(
    'veteran_idiom',
    'crisis',
    `\\beat(?:ing)? (?:my|a|the) (?:gun|pistol|bullet|barrel|muzzle|45|nine|glock|service weapon|sidearm|rifle)\\b`,
  ),
  p('veteran_idiom', 'crisis', `\\bswallow(?:ing)? (?:a|my) (?:bullet|barrel|gun)\\b`),
  p('veteran_idiom', 'crisis', `\\bpunch(?:ing)? my (?:own )?ticket\\b`),
  p('veteran_idiom', 'crisis', `\\bcheck(?:ing)? out early\\b`),
  p(
    'veteran_idiom',
    'crisis',
    `\\b(?:join|be with|see) (?:my|the) (?:buddies|brothers|boys|guys|squad|unit|friends|battle buddies|team|crew|platoon)\\b.{0,30}\\b(?:did not make it|who died|i lost|we lost|upstairs|in valhalla|on the other side|who are gone)`,
  ),
  p(
    'veteran_idiom',
    'crisis',
    `\\b(?:be|become|becoming) (?:one of )?(?:the|another|the next) (?:22|twenty two|statistic|number on the wall)\\b`,
  ),
  p('veteran_idiom', 'crisis', `\\b(?:my )?(?:own )?end of watch\\b(?! ceremony| service| for)`, {
    firstPersonOnly: true,
  }),
  p('veteran_idiom', 'crisis', `\\b(?:take|taking) the long walk\\b`),
  p('veteran_idiom', 'crisis', `\\b(?:see you|see them|see the boys|meet you|meet them|going) (?:in|to) valhalla\\b`),
  p(
    'veteran_idiom',
    'crisis',
    `\\b(?:final|last) (?:mission|patrol|formation|roll call)\\b.{0,40}\\b(?:me|myself|mine|i)\\b`,
    { needsRisk: true },
  ),
];
