// The question papers behind demo/demo-room.json, as data. scripts/make-demo-images.ts renders each page to
// demo/media/<file> and checks it against the JSON (question numbers per section, letter/TRUE/heading keys among
// the printed choices), so the wording here and the keys there cannot silently drift apart.
//
// Inline markup in any text: `{7}` is the numbered answer blank for question 7; `**ONE WORD**` is bold.

export type Block =
  /** "Questions 1–5" followed by the instructions. */
  | { kind: 'task'; from: number; to: number; lines: string[] }
  /** A form to fill in, as on Listening Part 1; `example` is the worked answer printed in every real paper. */
  | { kind: 'form'; title: string; example?: [string, string]; rows: [string, string][] }
  /** Boxed notes: '# ' starts a sub-heading, '- ' a bullet, '-- ' an indented bullet. */
  | { kind: 'notes'; title?: string; lines: string[] }
  /** A multiple-choice question; options are lettered A, B, C… in order. */
  | { kind: 'choice'; num: number; stem: string; options: string[] }
  /** Numbered statements or labels answered from a fixed set (`answers`), e.g. TRUE/FALSE/NOT GIVEN. */
  | { kind: 'items'; items: [number, string][]; answers: string[]; blank?: boolean }
  /** Two columns of term and meaning (the TRUE/FALSE/NOT GIVEN legend, a list of headings). */
  | { kind: 'legend'; title?: string; boxed?: boolean; rows: [string, string][] }
  | { kind: 'passage'; title: string; intro?: string; paragraphs: string[]; lettered?: boolean }
  | { kind: 'map' };

export interface Page {
  /** Path relative to demo/, exactly as in demo-room.json. */
  file: string;
  title: string;
  subtitle?: string;
  blocks: Block[];
}

const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));
const trueFalse = ['TRUE', 'FALSE', 'NOT GIVEN'];
const yesNo = ['YES', 'NO', 'NOT GIVEN'];

// ---------------------------------------------------------------------------------------------- Listening

const listening1: Block[] = [
  {
    kind: 'task',
    from: 1,
    to: 5,
    lines: ['Complete the form below.', 'Write **ONE WORD AND/OR A NUMBER** for each answer.'],
  },
  {
    kind: 'form',
    title: 'Harbour View Sports Centre — Membership Application',
    example: ['Type of membership:', 'Off-peak'],
    rows: [
      ['Name:', 'Sarah {1}'],
      ['Address:', '24 {2} Road, Eastbridge'],
      ['Postcode:', '{3}'],
      ['Date of birth:', '{4} March 1996'],
      ['Preferred contact:', 'by {5}'],
    ],
  },
  {
    kind: 'task',
    from: 6,
    to: 10,
    lines: ['Complete the notes below.', 'Write **ONE WORD AND/OR A NUMBER** for each answer.'],
  },
  {
    kind: 'notes',
    title: 'Membership details',
    lines: [
      '- off-peak membership costs £{6} per month',
      '- members receive {7} free guest passes each year',
      '- the swimming pool is closed on {8} mornings for cleaning',
      '- the joining fee can be paid in cash or with {9}',
      '- towels are provided free; members’ towels are {10} in colour',
    ],
  },
];

const mapQuestions: Block[] = [
  {
    kind: 'task',
    from: 16,
    to: 20,
    lines: ['Label the map below.', 'Write the correct letter, **A–H**, next to Questions 16–20.'],
  },
  { kind: 'map' },
  {
    kind: 'items',
    blank: true,
    answers: letters(8),
    items: [
      [16, 'Rose Garden'],
      [17, 'Café'],
      [18, 'Children’s play area'],
      [19, 'Bird hide'],
      [20, 'Picnic area'],
    ],
  },
];

const listening2: Block[] = [
  { kind: 'task', from: 11, to: 15, lines: ['Choose the correct letter, **A**, **B** or **C**.'] },
  {
    kind: 'choice',
    num: 11,
    stem: 'Wellbrook Castle Gardens were first opened to the public in the',
    options: ['17th century.', '18th century.', '19th century.'],
  },
  {
    kind: 'choice',
    num: 12,
    stem: 'What does the guide say about the old greenhouse?',
    options: ['It has recently been restored.', 'It is only open in summer.', 'It contains tropical plants.'],
  },
  {
    kind: 'choice',
    num: 13,
    stem: 'Visitors are asked not to',
    options: ['feed the ducks.', 'walk on the lawns.', 'pick any flowers.'],
  },
  {
    kind: 'choice',
    num: 14,
    stem: 'How long will today’s guided walk last?',
    options: ['45 minutes', 'one hour', '90 minutes'],
  },
  {
    kind: 'choice',
    num: 15,
    stem: 'Tickets for the evening concert can be bought',
    options: ['at the main gate.', 'online only.', 'in the gift shop.'],
  },
  ...mapQuestions,
];

const listening3: Block[] = [
  { kind: 'task', from: 21, to: 24, lines: ['Choose the correct letter, **A**, **B** or **C**.'] },
  {
    kind: 'choice',
    num: 21,
    stem: 'Why did Maya and Tom choose food waste as the topic of their project?',
    options: [
      'Their tutor suggested it.',
      'They had read a newspaper article about it.',
      'It is connected to their part-time jobs.',
    ],
  },
  {
    kind: 'choice',
    num: 22,
    stem: 'What problem did they have with their questionnaire?',
    options: [
      'Too few people replied.',
      'Some of the questions were unclear.',
      'It took too long to complete.',
    ],
  },
  {
    kind: 'choice',
    num: 23,
    stem: 'What do they agree about the data from the supermarket?',
    options: [
      'It is out of date.',
      'It is more reliable than their own data.',
      'It should be left out of the report.',
    ],
  },
  {
    kind: 'choice',
    num: 24,
    stem: 'Their tutor suggests that they should',
    options: ['interview a local farmer.', 'visit a composting site.', 'compare two different cities.'],
  },
  {
    kind: 'task',
    from: 25,
    to: 30,
    lines: ['Complete the notes below.', 'Write **NO MORE THAN TWO WORDS AND/OR A NUMBER** for each answer.'],
  },
  {
    kind: 'notes',
    title: 'Project plan: food waste on campus',
    lines: [
      '# Before the next tutorial',
      '- finish the {25} review by Friday',
      '- contact the {26} of the student union',
      '- put up posters in {27} and the canteen',
      '# Collecting data',
      '- record the amount of waste from each café in {28}',
      '# Presentation',
      '- show the main findings in a {29} chart',
      '- the presentation should last {30} minutes',
    ],
  },
];

const listening4: Block[] = [
  {
    kind: 'task',
    from: 31,
    to: 40,
    lines: ['Complete the notes below.', 'Write **ONE WORD AND/OR A NUMBER** for each answer.'],
  },
  {
    kind: 'notes',
    title: 'The history of natural dyes',
    lines: [
      '# Early dyes',
      '- the oldest dyed fibres were found in a {31} in Georgia',
      '- red dye was made from the roots of the madder {32}',
      '# Purple',
      '- Tyrian purple came from a type of sea {33}',
      '- about {34} shells were needed to make a single gram of dye',
      '- in Rome, purple cloth was worn mainly by {35}',
      '# Blue',
      '- indigo was brought to Europe from India by {36}',
      '- European growers of woad saw indigo as {37} to their business',
      '# Synthetic dyes',
      '- in 1856 William Perkin was trying to make an artificial form of {38}',
      '-- his new {39}, called mauve, quickly became fashionable',
      '- today natural dyes appeal to people who are worried about {40}',
    ],
  },
];

/** Wellbrook Castle Gardens, drawn in SVG; the letters are the answers to Questions 16–20. */
export const mapSvg = `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 680 440" width="680" height="440" font-family="Liberation Sans, Arial, sans-serif" font-size="14">
  <rect x="10" y="10" width="660" height="400" rx="14" fill="#fff" stroke="#222" stroke-width="3"/>
  <!-- paths -->
  <g fill="none" stroke="#999" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">
    <path d="M340 398 L340 150"/>
    <path d="M340 300 L160 300 Q80 300 80 220 L80 120"/>
    <path d="M340 250 L560 250 L560 110"/>
  </g>
  <!-- castle -->
  <rect x="270" y="40" width="140" height="100" fill="#ddd" stroke="#222" stroke-width="2"/>
  <rect x="258" y="30" width="30" height="30" fill="#ddd" stroke="#222" stroke-width="2"/>
  <rect x="392" y="30" width="30" height="30" fill="#ddd" stroke="#222" stroke-width="2"/>
  <text x="340" y="96" text-anchor="middle" font-weight="bold">CASTLE</text>
  <!-- lake -->
  <ellipse cx="190" cy="185" rx="85" ry="55" fill="#e8e8e8" stroke="#222" stroke-width="2"/>
  <text x="190" y="190" text-anchor="middle" font-style="italic">Lake</text>
  <!-- old greenhouse -->
  <rect x="500" y="40" width="130" height="60" fill="#f4f4f4" stroke="#222" stroke-width="2" stroke-dasharray="6 4"/>
  <text x="565" y="66" text-anchor="middle">Old</text>
  <text x="565" y="84" text-anchor="middle">Greenhouse</text>
  <!-- car park -->
  <rect x="470" y="320" width="170" height="70" fill="#f4f4f4" stroke="#222" stroke-width="2"/>
  <text x="555" y="360" text-anchor="middle">Car Park</text>
  <!-- entrance -->
  <rect x="312" y="404" width="56" height="12" fill="#fff"/>
  <text x="340" y="432" text-anchor="middle" font-weight="bold">MAIN ENTRANCE</text>
  <path d="M340 380 l-9 16 h18 z" fill="#222"/>
  <!-- north arrow -->
  <path d="M40 70 l10 -30 l10 30 l-10 -8 z" fill="#222"/>
  <text x="50" y="88" text-anchor="middle" font-weight="bold">N</text>
  <!-- answer letters -->
  <g font-weight="bold" font-size="16" text-anchor="middle">
    ${[
      ['A', 190, 350],
      ['B', 250, 375],
      ['C', 430, 190],
      ['D', 450, 90],
      ['E', 110, 60],
      ['F', 290, 215],
      ['G', 400, 340],
      ['H', 620, 175],
    ]
      .map(
        ([l, x, y]) =>
          `<circle cx="${x}" cy="${y}" r="15" fill="#fff" stroke="#222" stroke-width="2"/><text x="${x}" y="${Number(y) + 6}">${l}</text>`,
      )
      .join('\n    ')}
  </g>
</svg>`;

// ---------------------------------------------------------------------------------------------- Reading

const passage1: Block[] = [
  {
    kind: 'passage',
    title: 'The Rooftop Hives',
    paragraphs: [
      'Twenty years ago, the idea of keeping bees on the roof of an office block would have struck most city planners as eccentric, if not dangerous. Today, hives can be found on the roofs of hotels, railway stations and even a national museum. In London alone, the number of registered hives more than doubled between 2008 and 2018, and similar growth has been reported in Paris, Toronto and Melbourne.',
      'Much of this enthusiasm was triggered by alarming reports of ‘colony collapse’ in the early 2000s, when beekeepers in North America discovered that entire colonies had vanished over the winter. The public response was immediate. City dwellers who had never handled a bee signed up for courses, and companies saw rooftop hives as a visible way of showing concern for the environment. Some firms now list the honey they produce in their annual reports, alongside figures for their energy use.',
      'Cities, surprisingly, can be good places for bees. Parks, private gardens, railway embankments and cemeteries offer a wide variety of flowering plants, and these are often treated with fewer pesticides than farmland, where a single crop may cover hundreds of hectares. Urban temperatures are also a few degrees higher than those of the surrounding countryside, which allows bees to forage earlier in spring and later in autumn.',
      'Not everyone, however, is convinced that the trend is beneficial. Ecologists point out that the honeybee is only one of some 270 bee species found in Britain, and most of the others are solitary insects that do not live in colonies at all. When too many hives are placed in a small area, honeybees may compete with wild species for a limited supply of nectar and pollen. A survey in Paris found that the amount of honey produced by each hive fell steadily as the number of hives in the city rose.',
      'Experienced beekeepers also warn that bees require far more attention than many newcomers expect. A colony should be inspected roughly once a week during the summer, and a beekeeper who neglects a hive may allow disease to spread to neighbouring colonies. Several cities have therefore introduced rules. In Toronto, for example, anyone wishing to keep bees on a commercial building must first complete a course approved by the city council.',
      'Supporters argue that the greatest value of urban beekeeping may be educational. Schools with hives report that pupils become more interested in science, and visitors to rooftop apiaries often leave with a clearer idea of where their food comes from. Some councils have gone further and now sow wildflower meadows along roadsides, which benefit wild bees as much as honeybees. Perhaps the most useful thing a city can do for its bees, one ecologist suggests, is simply to grow more flowers.',
    ],
  },
  {
    kind: 'task',
    from: 1,
    to: 7,
    lines: [
      'Do the following statements agree with the information given in Reading Passage 1?',
      'In boxes 1–7 on your answer sheet, write',
    ],
  },
  {
    kind: 'legend',
    rows: [
      ['TRUE', 'if the statement agrees with the information'],
      ['FALSE', 'if the statement contradicts the information'],
      ['NOT GIVEN', 'if there is no information on this'],
    ],
  },
  {
    kind: 'items',
    answers: trueFalse,
    items: [
      [1, 'The number of registered hives in London grew by more than 100% between 2008 and 2018.'],
      [2, 'Colony collapse was first noticed by beekeepers in Europe.'],
      [3, 'Some businesses publish information about the honey they produce.'],
      [4, 'Bees in cities are usually exposed to more pesticides than bees on farmland.'],
      [5, 'Most of Britain’s bee species live in colonies.'],
      [6, 'Hives in Paris produce more honey than hives in London.'],
      [7, 'Toronto charges an annual fee for each hive on a commercial building.'],
    ],
  },
  {
    kind: 'task',
    from: 8,
    to: 13,
    lines: ['Complete the notes below.', 'Choose **ONE WORD ONLY** from the passage for each answer.'],
  },
  {
    kind: 'notes',
    title: 'Urban beekeeping',
    lines: [
      '# Advantages for bees',
      '- many flowering plants, e.g. in parks, gardens, railway embankments and {8}',
      '- higher temperatures let bees forage earlier in {9} and later in autumn',
      '# Concerns',
      '- honeybees may compete with wild bees for nectar and {10}',
      '- a neglected hive may spread {11} to other colonies',
      '# Benefits',
      '- pupils at schools with hives show more interest in {12}',
      '- some councils plant wildflower {13} beside roads',
    ],
  },
];

const headings: [string, string][] = [
  ['i', 'The end of an industry'],
  ['ii', 'Persuading the public to change its habits'],
  ['iii', 'A journey to the other side of the world'],
  ['iv', 'An unpromising start'],
  ['v', 'New equipment for the harvest'],
  ['vi', 'A cheap solution to a costly problem'],
  ['vii', 'Competition from foreign suppliers'],
  ['viii', 'The invention of the electric refrigerator'],
];

const headingQuestions: Block[] = [
  {
    kind: 'task',
    from: 14,
    to: 19,
    lines: [
      'Reading Passage 2 has six paragraphs, **A–F**.',
      'Choose the correct heading for each paragraph from the list of headings below.',
      'Write the correct number, **i–viii**, in boxes 14–19 on your answer sheet.',
    ],
  },
  { kind: 'legend', title: 'List of Headings', boxed: true, rows: headings },
  {
    kind: 'items',
    answers: headings.map(([n]) => n),
    items: letters(6).map((l, i): [number, string] => [14 + i, `Paragraph ${l}`]),
  },
];

const passage2: Block[] = [
  {
    kind: 'passage',
    title: 'The Frozen Water Trade',
    lettered: true,
    paragraphs: [
      'In the winter of 1806, a Boston merchant named Frederic Tudor loaded a ship with 130 tonnes of ice cut from a frozen pond and sent it to the Caribbean island of Martinique. His friends thought the scheme ridiculous, and the local newspapers agreed. The voyage proved them largely right. Much of the cargo melted on the way, but the real problem lay on arrival: the islanders had never seen ice and had no idea what to do with it. Tudor lost a considerable sum, and within a few years he had been imprisoned for debt.',
      'Part of the difficulty was the harvest itself. In the early years, ice was cut from ponds by hand with saws and axes, a slow process that produced blocks of every shape and size. In 1825 Tudor’s supplier, Nathaniel Wyeth, introduced a horse-drawn cutter that scored the frozen surface of a pond into a grid. Workers could then break off blocks of uniform size, which could be stacked tightly together with very little air between them. A team using the new equipment could harvest in a day what had previously taken a week.',
      'Storage presented a second challenge. Ice kept in an ordinary barn lost most of its weight within a few months. Tudor experimented with straw, rice husks and wool before settling on sawdust, which the timber mills of New England produced in enormous quantities and were glad to give away. Blocks were packed in sawdust inside ice houses built with double walls, and the gap between the walls was filled with more insulation. These measures cut the losses in storage from more than half of the ice to less than a tenth.',
      'Even with a reliable supply, Tudor still had to create a market. In the southern states and the Caribbean, he offered free ice to bar owners on condition that they sold cold drinks at the same price as warm ones. Once customers had tasted chilled drinks, he reasoned, they would refuse to go back. He also persuaded doctors that ice could help to reduce fever in their patients. Within a generation, ice had changed from a curiosity into something that many households regarded as essential.',
      'By the 1830s the trade had spread far beyond the Caribbean. In 1833 a ship carrying 180 tonnes of ice left Boston for Calcutta, a voyage of some 16,000 miles that took about four months and crossed the equator twice. Remarkably, more than half of the cargo arrived intact, and the British residents of the city bought it eagerly. Ice from New England ponds was soon being sold in Hong Kong, Rio de Janeiro and Sydney.',
      'The trade reached its peak in the 1880s, but its decline was already under way. As cities grew, many of the ponds from which ice was taken became polluted by waste from nearby factories. A series of mild winters in the 1880s and 1890s led to severe shortages, and engineers were meanwhile developing machines that could make ice artificially at any time of year. By the 1930s, the electric refrigerator had begun to appear in American homes, and the natural ice trade had all but disappeared.',
    ],
  },
  ...headingQuestions,
  { kind: 'task', from: 20, to: 23, lines: ['Choose the correct letter, **A**, **B**, **C** or **D**.'] },
  {
    kind: 'choice',
    num: 20,
    stem: 'Tudor’s first shipment to Martinique failed mainly because',
    options: [
      'the ship was delayed by storms.',
      'local people did not know how to use ice.',
      'the ice was of poor quality.',
      'Tudor charged too much for it.',
    ],
  },
  {
    kind: 'choice',
    num: 21,
    stem: 'According to paragraph B, the horse-drawn cutter',
    options: [
      'was invented by Tudor himself.',
      'reduced the number of workers needed.',
      'was first used in 1806.',
      'produced blocks that were all the same size.',
    ],
  },
  {
    kind: 'choice',
    num: 22,
    stem: 'Tudor chose sawdust for insulation because it',
    options: [
      'was cheap and easy to obtain.',
      'kept the ice cleaner than straw.',
      'could be used more than once.',
      'was lighter than other materials.',
    ],
  },
  {
    kind: 'choice',
    num: 23,
    stem: 'What does the writer say about the voyage to Calcutta?',
    options: [
      'Most of the ice melted on the way.',
      'It was paid for by British residents.',
      'It lasted roughly four months.',
      'It was Tudor’s last voyage.',
    ],
  },
  {
    kind: 'task',
    from: 24,
    to: 26,
    lines: [
      'Complete the sentences below.',
      'Choose **NO MORE THAN TWO WORDS** from the passage for each answer.',
    ],
  },
  {
    kind: 'notes',
    lines: [
      'Tudor’s ice houses were built with {24} walls, with more insulation in the gap between them.',
      'Tudor gave free ice to {25} who agreed to sell cold drinks at the same price as warm ones.',
      'Severe shortages of ice in the late nineteenth century were caused by {26}.',
    ],
  },
];

const passage3: Block[] = [
  {
    kind: 'passage',
    title: 'In Praise of Boredom',
    intro: 'Is boredom a problem to be solved, or a signal worth listening to?',
    paragraphs: [
      'Few emotions have as bad a reputation as boredom. Parents treat it as a problem to be solved, employers as a threat to productivity, and the technology industry as an empty moment that can be filled with something to watch or scroll through. Yet a growing body of research suggests that boredom, far from being useless, may serve an important purpose — and that our determination to eliminate it could carry a hidden cost.',
      'Psychologists have long struggled to define boredom precisely. One influential account describes it as the unpleasant experience of wanting, but being unable, to engage in a satisfying activity. The emphasis on wanting matters. Boredom, on this view, is not the same as having nothing to do; it is a signal that what we are currently doing fails to meet our needs. Like hunger or pain, it is uncomfortable precisely so that we will act on it. This seems to me the most convincing explanation offered so far.',
      'Some evidence that boredom can benefit thinking comes from a frequently cited study at a British university. Volunteers were first asked to copy numbers from a telephone directory for fifteen minutes — a task chosen to be as dull as possible — and were then asked to think of as many uses as they could for a pair of plastic cups. Compared with a group who had not done the dull task, they produced noticeably more ideas. A third group, who had merely read the directory rather than copying it, did better still, which the researchers attributed to their greater opportunity to daydream.',
      'It would be a mistake, however, to conclude that boredom is always good for us. Chronic boredom, of the kind experienced by people in monotonous jobs or by prisoners held in solitary confinement, has been linked to depression, overeating and risk-taking. The difference seems to lie in what happens next. Brief episodes that prompt us to look for a new goal may be valuable; long periods from which there is no escape are not.',
      'What worries some researchers is that modern technology has made escape too easy. A smartphone offers instant relief from even a few seconds of idleness, whether in a queue or at a bus stop. If boredom is a message telling us to change what we are doing, then silencing it with a screen is rather like taking a painkiller for a broken leg: the discomfort goes away, but the underlying problem remains. I believe the concern is justified, although the evidence is still limited. Most studies so far have been small, and few have followed their participants for more than a few weeks.',
      'None of this means that children should be deprived of entertainment, or that office workers should be made to copy out telephone directories. It does suggest, though, that we could afford to be less anxious about the empty moments in our lives. A stretch of unoccupied time — a train journey without a screen, an afternoon with nothing planned — may be exactly what allows the mind to wander towards new ideas. The challenge is to tolerate boredom long enough to discover what it is trying to tell us.',
    ],
  },
  { kind: 'task', from: 27, to: 31, lines: ['Choose the correct letter, **A**, **B**, **C** or **D**.'] },
  {
    kind: 'choice',
    num: 27,
    stem: 'In the first paragraph, the writer suggests that boredom is',
    options: [
      'more common than it used to be.',
      'widely regarded as something negative.',
      'mainly a problem for children.',
      'a subject that has attracted little research.',
    ],
  },
  {
    kind: 'choice',
    num: 28,
    stem: 'According to the account in the second paragraph, boredom involves',
    options: [
      'having nothing at all to do.',
      'a form of physical pain.',
      'a reaction to tiredness.',
      'a wish for activity that is not satisfied.',
    ],
  },
  {
    kind: 'choice',
    num: 29,
    stem: 'In the study described in the third paragraph, the volunteers who produced the most ideas',
    options: [
      'had copied numbers for fifteen minutes.',
      'had been given no task beforehand.',
      'had read the telephone directory.',
      'had worked together in pairs.',
    ],
  },
  {
    kind: 'choice',
    num: 30,
    stem: 'The writer mentions prisoners in solitary confinement as an example of',
    options: [
      'boredom that continues for too long.',
      'people who benefit from time alone.',
      'people who are unusually creative.',
      'a group that has been widely studied.',
    ],
  },
  {
    kind: 'choice',
    num: 31,
    stem: 'The writer compares using a smartphone to taking a painkiller in order to show that',
    options: [
      'smartphones can be addictive.',
      'people do not notice how often they use their phones.',
      'boredom can cause physical discomfort.',
      'ending boredom quickly may leave its cause untreated.',
    ],
  },
  {
    kind: 'task',
    from: 32,
    to: 36,
    lines: [
      'Do the following statements agree with the views of the writer in Reading Passage 3?',
      'In boxes 32–36 on your answer sheet, write',
    ],
  },
  {
    kind: 'legend',
    rows: [
      ['YES', 'if the statement agrees with the views of the writer'],
      ['NO', 'if the statement contradicts the views of the writer'],
      ['NOT GIVEN', 'if it is impossible to say what the writer thinks about this'],
    ],
  },
  {
    kind: 'items',
    answers: yesNo,
    items: [
      [32, 'Boredom is unpleasant for a good reason.'],
      [33, 'All kinds of boredom have positive effects.'],
      [34, 'People who use smartphones most often are the least creative.'],
      [35, 'Research has already proved that technology harms our response to boredom.'],
      [36, 'People should worry less about periods of unoccupied time.'],
    ],
  },
  {
    kind: 'task',
    from: 37,
    to: 40,
    lines: ['Complete the summary below.', 'Choose **ONE WORD ONLY** from the passage for each answer.'],
  },
  {
    kind: 'notes',
    title: 'Two kinds of boredom',
    lines: [
      'Short spells of boredom may encourage people to look for a new {37}, whereas long periods of boredom have been linked to problems such as {38}, overeating and risk-taking. Some researchers fear that {39} now makes it too easy to escape from boredom. According to the writer, unoccupied time, such as a train journey, may allow the mind to {40} towards new ideas.',
    ],
  },
];

const listeningPart = (n: number, from: number, blocks: Block[]): Page => ({
  file: `media/listening-part${n}.png`,
  title: `PART ${n} — Questions ${from}–${from + 9}`,
  blocks,
});

const readingPassage = (n: number, from: number, to: number, blocks: Block[]): Page => ({
  file: `media/reading-passage${n}.png`,
  title: `READING PASSAGE ${n}`,
  subtitle: `You should spend about 20 minutes on **Questions ${from}–${to}**, which are based on Reading Passage ${n} below.`,
  blocks,
});

/** Every image named in demo-room.json: one page per section, plus the extra images of two groups. */
export const pages: Page[] = [
  listeningPart(1, 1, listening1),
  listeningPart(2, 11, listening2),
  listeningPart(3, 21, listening3),
  listeningPart(4, 31, listening4),
  { file: 'media/listening-part2-map.png', title: 'PART 2', blocks: mapQuestions },
  readingPassage(1, 1, 13, passage1),
  readingPassage(2, 14, 26, passage2),
  readingPassage(3, 27, 40, passage3),
  { file: 'media/reading-passage2-headings.png', title: 'READING PASSAGE 2', blocks: headingQuestions },
];
