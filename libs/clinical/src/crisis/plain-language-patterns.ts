import { crisisPattern } from './crisis-pattern';
import type { CrisisPattern } from './crisis-types';
import { MEANS, WHEN } from './imminent-patterns';

/**
 * What people actually type, beside the explicit statements: plain-language hopelessness, chat grammar with no
 * subject or with words in between ("wanna literally die"), acts already done ("I've already taken them"),
 * means with a day, and harm to another person in everyday words. Written against normalised text.
 */
const FILLER =
  '(?:(?:just|really|literally|fucking|freaking|frigging|effing|actually|honestly|seriously|truly|simply|so|kinda|lowkey|fr|ngl|tbh) )*';
const END_SELF = `(?:die(?! (?:of|from) | laughing| inside| a little| for)|be dead|kill myself|end (?:it all|my life|it|everything|things)|off myself|not exist|not be here)`;
const LATELY = '(?:anymore|any more|any longer|at all|now|lately)';
const OTHER_PERSON =
  '(?:him|her|them|someone|somebody|everyone|everybody|people|my (?:\\w+ )?\\w+|the (?:\\w+ )?(?:guy|man|woman|person|people|kid|kids|boss|neighbou?r|driver|bastard)|that (?:\\w+ )?\\w+|his (?:face|head|throat)|her (?:face|head|throat)|everyone at (?:work|school|the \\w+))';
const HURT =
  '(?:kill|murder|hurt|stab|shoot|strangle|choke|beat|punch|hit|smash|slap|kick|attack|torture|run over|break (?:his|her) (?:neck|face|legs?|jaw))';

const p = crisisPattern;

export const PLAIN_LANGUAGE: CrisisPattern[] = [
  p(
    'hopelessness',
    'concern',
    `\\bi (?:can not|could not) (?:go on|keep going|carry on|keep living|live|keep doing this|do this) like this\\b`,
  ),
  p(
    'hopelessness',
    'concern',
    `^(?:${FILLER})(?:can not|could not) (?:go on|keep going|do this|take it|cope)(?: ${LATELY})?\\b`,
  ),
  p(
    'hopelessness',
    'concern',
    `\\b(?:i )?(?:do not|can not|no longer) see (?:the|any) point(?: in (?:anything|trying|going on|it|any of it|living))?(?: ${LATELY})?(?=$|[.!?,;]| and| but)`,
  ),
  p('hopelessness', 'concern', `\\bnothing (?:really )?matters ${LATELY}\\b|\\bnothing matters to me ${LATELY}\\b`),
  p(
    'hopelessness',
    'concern',
    `\\b(?:what is|whats) (?:even )?the point of (?:me|anything|any of (?:it|this)|trying|going on)\\b`,
  ),
  p('passive_death_wish', 'concern', `\\b(?:do not|no longer) want to (?:exist|be alive|be here|live|wake up)\\b`, {
    negatable: false,
  }),
  p(
    'passive_death_wish',
    'concern',
    `\\bi (?:am not|will not be) going to be (?:around|here) (?:much longer|for long|anymore)\\b`,
  ),
  p(
    'hopelessness',
    'concern',
    `\\bi (?:have|am) (?:had enough|done) (?:of|with) (?:life|living|everything|it all|this life)\\b`,
  ),
  p('hopelessness', 'concern', `\\bi (?:do not|no longer) care (?:if|whether) i (?:live|die|wake up)\\b`),
  p(
    'active_ideation',
    'crisis',
    `(?:^|[.!?,;] )(?:${FILLER})(?:want|wanna|need|going|gonna|ready|planning|trying) to (?:${FILLER})${END_SELF}\\b`,
  ),
  p(
    'active_ideation',
    'crisis',
    `\\bi(?: \\w+)? (?:want|need|am going|am ready|wanna) to (?:${FILLER})${END_SELF}\\b`,
    { negatable: true },
  ),
  p(
    'active_ideation',
    'crisis',
    `\\bi (?:have|had) never (?:\\w+ )?(?:wanted|wished) to (?:${FILLER})${END_SELF}\\b.{0,20}\\b(?:as much as|so much|more)\\b`,
  ),
  p(
    'active_ideation',
    'crisis',
    `\\b(?:thinking|thought|thinkin) (?:about|bout|of) (?:ending|endin|killing) (?:it|it all|myself|things|my life)\\b`,
    {
      negatable: true,
    },
  ),
  p(
    'active_ideation',
    'crisis',
    `\\b(?:looking up|looked up|researching|googling|googled) (?:ways|how) to (?:die|kill myself|end it|overdose)\\b`,
  ),
  p(
    'active_ideation',
    'crisis',
    `\\bi (?:do not|can not) trust myself (?:to stay safe|tonight|alone|right now|not to)\\b`,
  ),
  p(
    'self_harm',
    'crisis',
    `\\bi (?:am going to|think i am going to|might|will) (?:do something to|hurt|harm) myself\\b`,
    { negatable: true },
  ),
  p(
    'preparation',
    'imminent',
    `\\bi (?:have )?(?:already |just )?(?:took|taken|swallowed|downed|overdosed on) (?:them|all of them|them all|all (?:of )?(?:my|the) \\w+|the (?:whole|entire) (?:bottle|pack|packet|box)|a (?:whole|full) (?:bottle|pack|packet|box)|everything)\\b`,
  ),
  p(
    'preparation',
    'imminent',
    `\\bi (?:have )?(?:already |just )?(?:cut|slit) (?:too |really |very )?deep\\b|\\bit (?:will not|would not|does not) stop bleeding\\b`,
  ),
  p(
    'preparation',
    'imminent',
    `\\bi (?:tied|have tied|made|have made) (?:the|a) (?:rope|noose)\\b|\\bi am (?:standing )?on the (?:bridge|ledge|roof|edge) (?:right now|now)\\b`,
  ),
  p(
    'active_ideation',
    'crisis',
    `\\b(?:after|when|since|before) i (?:tried|attempted)\\b(?! (?:to (?:quit|stop|study|work|sleep|call|talk|explain|get|find|make|be|do|eat|run|learn|help|go)|again to))|\\bmy (?:last |first |second |previous |suicide )?(?:suicide )?attempt\\b|\\b(?:last time|the time) i (?:tried|attempted)\\b`,
    { firstPersonOnly: true },
  ),
  p('plan', 'imminent', `\\bi (?:picked|chose|have picked|have chosen|set) (?:a|the) (?:date|day|time|place)\\b`, {
    needsRisk: true,
  }),
  p(
    'means_access',
    'concern',
    `\\bi (?:am |will |am going to |plan to )?(?:pick(?:ing)? up|get(?:ting)?|buy(?:ing)?|bought|got) (?:the|a|my) (?:rope|noose)\\b`,
  ),
  p('plan', 'imminent', `\\b(?:rope|noose|gun|pills|bridge)\\b.{0,40}\\b${WHEN}\\b`, { needsRisk: true }),
  p(
    'preparation',
    'imminent',
    `\\b(?:saving|saved|stockpiling|collecting|hoarding) (?:up )?(?:my |the |some |enough )?${MEANS}\\b.{0,60}\\b(?:using them|use them|ready|enough|when)\\b`,
  ),
  p(
    'preparation',
    'imminent',
    `\\b(?:have|got) (?:a )?(?:stash|supply|stockpile) of ${MEANS}\\b|\\b${MEANS} (?:saved up|stashed|hidden away)\\b`,
  ),
  p(
    'harm_to_others',
    'crisis',
    `\\bi(?: \\w+)? (?:want|am going|am gonna|will|need|plan|am planning) (?:to )?(?:${FILLER})${HURT} ${OTHER_PERSON}\\b`,
    {
      negatable: true,
    },
  ),
  p('harm_to_others', 'crisis', `\\bi (?:am going to|will) make (?:him|her|them) pay\\b`),
  p(
    'harm_to_others',
    'crisis',
    `\\bi (?:am )?(?:scared|afraid|worried|terrified) i (?:will|might|could|am going to) (?:${HURT}|snap and \\w+) (?:my )?(?:baby|kids?|children|son|daughter|wife|husband|partner|\\w+)\\b`,
  ),
  p(
    'harm_to_others',
    'concern',
    `\\b(?:i could|i am so angry i could|i swear i will|i feel like i could) (?:seriously |really )?${HURT} ${OTHER_PERSON}\\b`,
  ),
  p(
    'harm_to_others',
    'concern',
    `\\bi (?:fantasi[sz]e|think|dream|keep thinking) about (?:hurting|killing|beating|stabbing|shooting) ${OTHER_PERSON}\\b`,
  ),
  p(
    'harm_to_others',
    'concern',
    `\\b(?:he|she|they) deserves? to die and i\\b|\\bi want (?:him|her|them) to (?:suffer|die|pay)\\b`,
  ),
];
