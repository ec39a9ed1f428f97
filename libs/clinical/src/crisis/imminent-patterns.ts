import { crisisPattern } from './crisis-pattern';
import type { CrisisPattern } from './crisis-types';
import { I } from './self-harm-patterns';

export const MEANS =
  '(?:pills|tablets|meds|medication|medicine|sleeping pills|painkillers|pain killers|oxy\\w*|opioids|tylenol|paracetamol|acetaminophen|ibuprofen|insulin|antidepressants|xanax|benzos|rope|noose|gun|guns|pistol|rifle|shotgun|firearm|bullets?|ammo|razor(?: blades?)?|blades?|charcoal|exit bag|helium|poison|bleach|antifreeze)';
export const WHEN =
  '(?:tonight|today|tomorrow|this weekend|this week|this evening|this morning|in an hour|in a few hours|right now|after (?:the|my) (?:funeral|kids|party|appointment|shift)|when (?:everyone|they|she|he|the kids) (?:is|are|go|goes|falls?) (?:asleep|gone|out|to sleep|to bed)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|my birthday|the anniversary))';

const p = crisisPattern;

/** When a risk message also names a time, the tier becomes imminent. */
export const TIME_WORDS = new RegExp(`\\b${WHEN}\\b`);

export const IMMINENT: CrisisPattern[] = [
  p(
    'plan',
    'imminent',
    `\\b(?:i have|i made|i have made|i have got|i came up with|i worked out|i have worked out|i have it all|it is all) (?:a |the |my )?(?:plan|planned out|planned|figured out)\\b(?! for (?:the|today|tomorrow|dinner|work|the day|my (?:day|week|trip|birthday)|our|a|lunch))`,
    { needsRisk: true },
  ),
  p(
    'plan',
    'imminent',
    `\\b(?:a|my|the) plan (?:to|for how to) (?:kill myself|end (?:it|my life|things)|die|do it|overdose|hang myself|jump)\\b`,
  ),
  p(
    'plan',
    'imminent',
    `${I} know (?:exactly )?(?:how|where|when) (?:i am going to|i will|i would|i want to|to) (?:do it|kill myself|end it|end my life|die)\\b`,
  ),
  p(
    'plan',
    'imminent',
    `${I} (?:am going to|will|am gonna|am about to|plan to|am ready to) do it (?:${WHEN}|soon|now|when|after|before)\\b`,
    { needsRisk: true },
  ),
  p('timing', 'imminent', `\\b(?:tonight|today|tomorrow) is the (?:night|day)\\b`),
  p(
    'means_access',
    'imminent',
    `${I} (?:have been|been|am|have|started)? ?(?:saving|stockpiling|collecting|hoarding|saved|stockpiled|collected|hoarded|saved up|bought|got|have|counted|counting|lined up|laid out) (?:up )?(?:all )?(?:my |the |a |enough |some |these |those |\\d+ |a bottle of |a bunch of |extra )?(?:old )?${MEANS}\\b(?! (?:for|from) (?:my|the) (?:doctor|pharmacy|dentist)| as prescribed| this morning with breakfast)`,
    { needsRisk: true },
  ),
  p(
    'means_access',
    'imminent',
    `\\b(?:i|i have) (?:have been |been )?(?:saving|stockpiling|collecting|hoarding|saved up|stockpiled) (?:up )?(?:my |the |some )?${MEANS}\\b`,
  ),
  p(
    'means_access',
    'imminent',
    `\\b(?:enough|all (?:of )?(?:my|the|these|those)) ${MEANS} (?:saved|stored|hidden|to do it|to (?:die|end it|kill myself|overdose))\\b`,
  ),
  p(
    'means_access',
    'imminent',
    `\\b${MEANS} (?:are |is )?(?:lined up|laid out|counted out|in front of me|in my hand)\\b`,
  ),
  p('means_access', 'imminent', `\\b(?:tied|tying|bought|made|making|hung|hanging up) (?:a|the) (?:noose|rope)\\b`),
  p(
    'means_access',
    'imminent',
    `\\b(?:the |my )?(?:gun|pistol|rifle|shotgun) is (?:loaded|in my (?:hand|lap|mouth)|next to me|on the table)\\b`,
  ),
  p(
    'means_access',
    'imminent',
    `${I} am (?:holding|sitting here with|sitting with|looking at|staring at) (?:the |my |a )?(?:gun|pistol|pills|rope|knife|razor|blade|bottle of pills)\\b`,
    { needsRisk: true },
  ),
  p(
    'means_access',
    'imminent',
    `${I} am (?:standing|sitting) (?:on|at) (?:the )?(?:edge|ledge|bridge|roof|railing|tracks)\\b`,
  ),
  p(
    'preparation',
    'imminent',
    `\\b(?:wrote|written|writing|left|leaving|finished) (?:a |my |the )?(?:suicide note|goodbye (?:note|letter|letters|message)s?|final (?:note|letter|message)s?|last (?:note|letter)s?)\\b`,
  ),
  p('preparation', 'imminent', `\\b(?:suicide note|goodbye (?:note|letter)s?)\\b`, { firstPersonOnly: true }),
  p('preparation', 'imminent', `\\b(?:wrote|written|writing|made|updated|finished|sorted) (?:out )?(?:my|a) will\\b`, {
    needsRisk: true,
  }),
  p(
    'preparation',
    'imminent',
    `\\b(?:giv(?:e|ing|en)|gave) away (?:all )?(?:of )?(?:my|all my) (?:stuff|things|belongings|possessions|guitar|dog|cat|clothes|books|collection|medals|tools)\\b(?! to (?:goodwill|charity|the thrift)| (?:before|because) (?:the|we|i|of the) (?:move|am moving|are moving|moving))`,
  ),
  p(
    'preparation',
    'imminent',
    `\\b(?:wrote|written|writing|left) (?:\\w+ ){0,2}letters? (?:to|for) (?:everyone|my family|my kids|each of|all of)\\b.{0,40}\\b(?:why|goodbye|sorry|explaining|after i am gone|when i am gone)\\b`,
  ),
  p(
    'goodbye',
    'imminent',
    `\\bsaid (?:my )?(?:last |final )?goodbyes? to (?:my (?:family|kids|wife|husband|children|parents|friends)|everyone)\\b(?! (?:at|before (?:the|my) (?:trip|flight)|and (?:left|drove|went)|this morning at))`,
  ),
  p('preparation', 'imminent', `\\bput(?:ting)? (?:all )?my affairs in order\\b`),
  p(
    'preparation',
    'imminent',
    `\\b(?:found|finding|made sure|arranged for) (?:someone|a home|a new home|a new owner|my \\w+) (?:to (?:take|look after|care for) (?:my )?(?:dog|cat|kids|pets|children)|for my (?:dog|cat|pets))\\b`,
    { needsRisk: true },
  ),
  p(
    'goodbye',
    'imminent',
    `\\b(?:this is|it is) (?:my )?goodbye\\b|\\bgoodbye (?:forever|everyone|world|for good|cruel world)\\b|\\bsaid (?:my )?(?:last )?goodbyes\\b`,
  ),
  p(
    'goodbye',
    'imminent',
    `\\bthis is (?:my|the) (?:last|final) (?:message|time you will hear from me|goodbye|night)\\b(?! (?:for|of) (?:today|tonight|now|the day|this week|the evening))`,
  ),
  p(
    'goodbye',
    'imminent',
    `${I} (?:will not|am not going to) be (?:here|around|alive) (?:tomorrow|by (?:tomorrow|morning|monday|the weekend)|next week|after tonight|much longer|for long)\\b`,
  ),
  p(
    'goodbye',
    'crisis',
    `${I} (?:will not|am not going to) be (?:a problem|a burden|bothering (?:anyone|you)|in your way) (?:much longer|for long|anymore|soon|after (?:tonight|today))\\b`,
  ),
  p(
    'goodbye',
    'crisis',
    `\\byou (?:will not|are not going to) have to (?:worry about|deal with|put up with|hear from) me (?:much longer|anymore|soon|again)\\b`,
  ),
  p(
    'goodbye',
    'imminent',
    `\\bby the time (?:you|anyone|someone) (?:read|reads|see|sees|get|gets|find|finds) (?:this|me)\\b`,
  ),
  p('goodbye', 'imminent', `\\btell (?:my|them|her|him) (?:\\w+ )?(?:i love|that i love|i am sorry|i loved)\\b`, {
    needsRisk: true,
  }),
  p(
    'goodbye',
    'imminent',
    `\\b(?:thank you|thanks) for (?:everything|trying|all you did)\\b.{0,20}\\b(?:goodbye|bye|farewell)\\b`,
    { needsRisk: true },
  ),
  p(
    'command_voices',
    'imminent',
    `\\bvoices?\\b(?: \\w+){0,4} (?:tell|tells|telling|told|say|says|saying|command|commands|commanding|order|orders|ordering|want|wants|keep telling|keeps telling|are telling|is telling|scream|screaming)(?: \\w+)?(?: me)?(?: to)? (?:kill|hurt|die|jump|cut|end|harm|do it|stab|shoot|drown)\\b`,
  ),
  p(
    'command_voices',
    'imminent',
    `\\b(?:something|someone|a voice) in my head (?:\\w+ )?(?:tells|keeps telling|is telling|told|says) me to (?:kill|hurt|die|jump|cut|end it|harm)\\b`,
  ),
  p(
    'means_question',
    'crisis',
    `\\bhow (?:many|much) (?:\\w+ ){0,4}(?:would it take|does it take|would kill|will kill|to kill|is (?:a )?(?:lethal|fatal|deadly|an overdose)|to (?:die|overdose|be fatal|stop (?:your|my|a|the) heart)|before (?:you|i|it|a person) (?:die|dies|stop breathing))`,
  ),
  p('means_question', 'crisis', `\\b(?:lethal|fatal|deadly) (?:dose|amount|quantity|level|overdose)\\b`),
  p(
    'means_question',
    'crisis',
    `\\bhow (?:high|tall|far)\\b.{0,50}\\b(?:to (?:die|kill|be fatal|not survive)|would (?:kill|be fatal)|fall to die|to jump from|to survive (?:a|the) fall|is fatal|guarantee)`,
  ),
  p(
    'means_question',
    'crisis',
    `\\b(?:which|what) (?:\\w+ ){0,3}(?:bridge|building|cliff|roof|overpass|parking garage)s? (?:\\w+ ){0,3}(?:is|are) (?:the )?(?:highest|tallest|high enough|deadliest|most lethal|easiest to jump)`,
  ),
  p(
    'means_question',
    'crisis',
    `\\bhow long (?:does it|would it|will it) take (?:to |for (?:you|someone|a person) to )?(?:die|bleed out|suffocate|drown|lose consciousness|pass out) (?:from|by|when|if|after|with|in)`,
  ),
  p(
    'means_question',
    'crisis',
    `\\bhow (?:do|would|can|could) (?:i|you|someone|people|one|a person) (?:kill|hang|poison|drown|shoot|suffocate|overdose|od) (?:myself|yourself|themselves|oneself|themself)\\b`,
  ),
  p(
    'means_question',
    'crisis',
    `\\b(?:painless|quickest|easiest|fastest|surest|most reliable|best|quietest|most effective|least painful|most painless|most certain) (?:way|method|ways|methods) to (?:die|go|kill (?:myself|yourself|oneself)|end (?:it|my life|things|it all)|commit suicide|overdose|od|hang (?:myself|yourself)|bleed out)\\b`,
  ),
  p(
    'means_question',
    'crisis',
    `\\b(?:can|could|will|would) (?:you|i|someone|a person|people) (?:die|overdose|od) (?:from|on|of|if you take|if i take)\\b`,
  ),
  p(
    'means_question',
    'crisis',
    `\\b(?:will|would|could) (?:\\d+|a (?:bottle|box|pack) of|all (?:of )?(?:my|these|those)) (?:\\w+ )?(?:\\w+ )?(?:kill me|be enough to (?:kill|die))\\b`,
  ),
  p('means_question', 'crisis', `\\bis (?:\\d+ )?(?:\\w+ ){0,3}(?:enough to (?:kill|die|overdose)|a lethal dose)\\b`),
  p(
    'means_question',
    'crisis',
    `\\bwhere (?:can|could|do) i (?:buy|get|find) (?:a rope|a noose|an exit bag|helium tanks? for|charcoal for|enough pills|pills to)\\b`,
  ),
  p(
    'means_question',
    'imminent',
    `\\bwhere (?:can|could|do) i (?:buy|get) a (?:gun|pistol|rifle) (?:fast|today|tonight|quickly|without)\\b`,
    { needsRisk: true },
  ),
];
