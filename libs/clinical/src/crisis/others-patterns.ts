import { crisisPattern } from './crisis-pattern';
import type { CrisisContext, CrisisPattern } from './crisis-types';
import { I } from './self-harm-patterns';

const TARGET =
  '(?:him|her|them|someone|somebody|anyone|everyone|everybody|people|my (?:boss|wife|husband|partner|ex|ex wife|ex husband|dad|father|mom|mother|stepdad|stepfather|brother|sister|neighbou?r|coworker|co worker|roommate|son|daughter|family|kids?|children|baby|sergeant|commander|manager|teacher|landlord|abuser|attacker|rapist|girlfriend|boyfriend)|the (?:guy|man|woman|person|people|kids?|neighbou?r|bastard|doctor|teacher|boss|driver|guy who)|that (?:guy|man|woman|person|bastard|bitch|asshole|driver)|(?:a|some) (?:people|person|stranger)|all of them|those people)';
const VIOLENCE =
  '(?:kill|killing|hurt|hurting|shoot|shooting|stab|stabbing|strangle|strangling|beat|beating|murder|murdering|choke|choking|run over|poison|attack)';
const ABUSER =
  '(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|ex|ex husband|ex wife|dad|father|stepdad|stepfather|mom|mother|stepmom|brother|uncle|carer|caregiver|roommate|son|boss))';

const p = crisisPattern;

export const HARM_TO_OTHERS: CrisisPattern[] = [
  p(
    'harm_to_others',
    'crisis',
    `${I} (?:\\w+ )?(?:want to|am going to|will|could|might|am about to|feel like|have been thinking (?:about|of)|keep thinking about|fantasi[sz]e about|think about|plan to|am planning to|need to|am ready to) (?:\\w+ )?${VIOLENCE} ${TARGET}\\b`,
    { negatable: true },
  ),
  p('harm_to_others', 'crisis', `${I} (?:want|wish|need) (?:him|her|them|my \\w+|that \\w+|the \\w+) dead\\b`, {
    negatable: true,
  }),
  p(
    'harm_to_others',
    'crisis',
    `\\b(?:shoot up|bomb|blow up|attack|burn down) (?:the|my|a|our) (?:school|office|work|workplace|church|mall|place|building|base|mosque|synagogue|house)\\b`,
  ),
  p(
    'harm_to_others',
    'crisis',
    `\\bi am (?:scared|afraid|terrified|worried) (?:that )?i (?:will|might|could|am going to|would) (?:snap and )?(?:hurt|kill|harm|shoot|strangle) ${TARGET}`,
  ),
  p(
    'harm_to_others',
    'crisis',
    `\\bmake (?:them|him|her|everyone|all of them) pay\\b.{0,40}\\b(?:gun|knife|blood|hurt|kill|die)\\b`,
  ),
];

export const ABUSE: CrisisPattern[] = [
  p(
    'abuse_danger',
    'crisis',
    `\\b${ABUSER} (?:\\w+ )?(?:hits|beats|chokes|strangles|punches|kicks|slaps|rapes|burns|throws things at|shoves|pushes|hurts|is hurting|keeps hitting|is hitting|is beating) (?:me|my (?:little |baby |younger |older )?(?:kids?|children|son|daughter|baby|brother|sister|mom|mother)|us)\\b`,
  ),
  p(
    'abuse_danger',
    'crisis',
    `\\b${ABUSER} (?:hit|beat|choked|strangled|punched|kicked|slapped|raped|burned|hurt|attacked|pushed) (?:me|my (?:kids?|children|son|daughter|baby)|us) (?:again|last night|yesterday|today|this morning|tonight|an hour ago|earlier)\\b`,
  ),
  p(
    'abuse_danger',
    'crisis',
    `\\b${ABUSER} (?:threatened|threatens|is threatening|keeps threatening|said (?:he|she) (?:would|will|is going to)|says (?:he|she) (?:will|would|is going to)|swore (?:he|she) would) (?:to )?(?:kill|hurt|shoot|stab|take) (?:me|my|us)\\b`,
  ),
  p(
    'abuse_danger',
    'crisis',
    `\\bi am (?:scared|afraid|terrified) (?:that )?${ABUSER} (?:will|is going to|might|could|would) (?:kill|hurt|shoot|find|beat) (?:me|us)\\b`,
  ),
  p(
    'abuse_danger',
    'crisis',
    `\\bi (?:do not|can not) feel safe (?:at home|with (?:him|her|my \\w+)|in my (?:own )?(?:house|home))\\b|\\bi am not safe (?:at home|with (?:him|her)|here|in my (?:own )?home)\\b`,
  ),
  p(
    'abuse_danger',
    'crisis',
    `\\b${ABUSER} (?:has|keeps|got|bought) a (?:gun|knife|weapon)\\b.{0,40}\\b(?:threat|said|use it|kill|hurt|scared|afraid)\\b`,
  ),
  p('abuse_danger', 'crisis', `\\bi am being (?:abused|hurt|beaten|raped|trafficked|hit)\\b`),
  p('abuse_danger', 'concern', `\\b${ABUSER} (?:used to )?(?:hit|beat|choked|raped|molested|abused) me\\b`),
];

/** Contexts that change the answer without being a risk themselves. */
export const CONTEXT_PATTERNS: Array<{ context: CrisisContext; pattern: RegExp }> = [
  {
    context: 'panic',
    pattern:
      /\b(?:feel|feels|felt|feeling) like (?:i am|i was) (?:dying|going to die|having a heart attack|going crazy|losing my mind|about to die|suffocating)\b|\bpanic attacks?\b|\bhyperventilat\w*|\b(?:can not|could not) (?:breathe|catch my breath)\b|\b(?:heart|chest) (?:is )?(?:pounding|racing|tight|hurts|pain)\b/,
  },
  {
    context: 'physical_symptoms',
    pattern:
      /\bchest (?:pain|hurts|is tight)|\bheart attack\b|\b(?:left )?arm (?:is )?(?:numb|tingling)\b|\b(?:fainted|passed out|blacking out)\b|\bcan not breathe\b/,
  },
  {
    context: 'third_party',
    pattern:
      /\b(?:my|a|our) (?:best )?(?:friend|buddy|son|daughter|brother|sister|mom|mother|dad|father|wife|husband|partner|boyfriend|girlfriend|kid|child|student|coworker|colleague|roommate|cousin|uncle|aunt|battle buddy|veteran|neighbou?r|patient|client|teammate)\b.{0,60}\b(?:suicid\w*|kill (?:himself|herself|themselves)|end (?:his|her|their) (?:own )?life|self harm\w*|cutting (?:himself|herself|themselves)|hurt(?:ing)? (?:himself|herself|themselves)|overdos\w*|wants to die|talking about dying)|\b(?:someone|somebody|a person|people|others|a friend|anyone) (?:who|that) (?:is|are|feels?|wants?|talks?)\b.{0,20}\b(?:suicid\w*|to die|self harm\w*)|\bhelp (?:someone|somebody|a friend|my \w+|him|her|them)\b.{0,40}\b(?:suicid\w*|self harm\w*|to die|kill (?:himself|herself|themselves))|\b(?:he|she|they) (?:is|are|was|were|keeps|said|says|might be|has been|talks about|talked about)\b.{0,30}\b(?:suicid\w*|kill (?:himself|herself|themselves)|wants to die|self harm\w*)|\b(?:someone|somebody|a (?:caller|guy|man|woman|person|kid|student|stranger|customer|patient|client|girl|boy|soldier|veteran))\b.{0,40}\b(?:was|is|were|seemed|sounded|said (?:he|she|they) (?:was|were)) (?:really |very |so )?suicidal\b/,
  },
  {
    context: 'media',
    pattern:
      /\b(?:essay|paper|report|class|homework|assignment|project|presentation|book|novel|movie|film|show|series|episode|song|lyrics|poem|character|documentary|article|research|study|statistics|history|video game|boss fight|play|shakespeare|podcast|news|lecture|exam|textbook|training|course)\b/,
  },
  {
    context: 'retraction',
    pattern:
      /^(?:lol |haha )?(?:just kidding|kidding|joking|j\/k|forget (?:it|i said (?:that|anything)|what i said)|never mind|ignore (?:that|what i said|me)|i (?:did not|do not) mean (?:it|that)|i was (?:just )?(?:joking|kidding)|that came out wrong|i am (?:fine|okay|ok) (?:now|really|honestly)|it is nothing|nothing|whatever|lol|haha)\b/,
  },
  {
    context: 'mild_distress',
    pattern:
      /\b(?:tired of (?:everything|it all|this|trying|fighting|being me)|so tired|exhausted|worn out|numb|empty inside|(?:so|very|really) alone|lonely|nobody (?:cares|understands|gets it|listens)|no one (?:cares|understands|listens)|hate myself|worthless|useless|a failure|what is the point|why bother|nothing matters|giving up|give up|can not cope|falling apart|dark place|dark thoughts|so heavy|broken|trapped|pointless|i am a mess|hate my life|i am done|sick of it all|can not sleep|no energy|burnt out|ruined everything|everything is wrong)\b/,
  },
];

/** A negation before a negatable match clears it; these words after it keep the person on the safety path. */
export const NEGATION = /\b(?:not|never|no longer|nobody said|no way)\b/;
export const HEDGE =
  /\b(?:but|just|though|although|except|sometimes|part of me|yet|i guess|probably|maybe|not sure|do not know|think|anymore|lately|still)\b/;
export const FIRST_PERSON = /\b(?:i|me|my|myself|mine)\b/;
