// What the demo rooms' Listening recordings say, as data: scripts/make-demo-audio.ts speaks each part with
// espeak-ng, and every Listening key of each demo room must be said in its part (scripts/lib/demo-rooms.ts,
// checked there and by its test), so the recordings and the answer keys cannot silently drift apart.

export interface Line {
  /** Who speaks: each speaker has a voice of their own. */
  speaker: 'narrator' | 'woman' | 'man';
  text: string;
}

export interface Recording {
  /** Path relative to demo/, as the section's `audio` in each demo room. */
  file: string;
  /** The demo section it belongs to. */
  section: string;
  lines: Line[];
}

const n = (text: string): Line => ({ speaker: 'narrator', text });
const w = (text: string): Line => ({ speaker: 'woman', text });
const m = (text: string): Line => ({ speaker: 'man', text });

export const recordings: Recording[] = [
  {
    file: 'media/listening-part1.mp3',
    section: 'Part 1',
    lines: [
      n('Part 1. You will hear a woman joining a sports centre. First, look at questions 1 to 5.'),
      m('Good morning, Harbour View Sports Centre. How can I help?'),
      w('Hello. I would like to apply for off-peak membership, please.'),
      m('Of course. Can I take your name?'),
      w('Sarah Whitfield. That is W, H, I, T, F, I, E, L, D.'),
      m('Thank you. And your address?'),
      w('24 Mulberry Road, Eastbridge. Mulberry is M, U, L, B, E, R, R, Y.'),
      m('And the postcode?'),
      w('E B 4, 7 T N.'),
      m('What is your date of birth?'),
      w('The 18th of March, 1996.'),
      m('How would you like us to contact you? By phone?'),
      w('No, by email, please.'),
      n('Now look at questions 6 to 10.'),
      m('Off-peak membership costs 32 pounds per month, and you get 3 free guest passes each year.'),
      w('Is the pool open every morning?'),
      m('Every morning except Wednesday, when it is closed for cleaning.'),
      w('Can I pay the joining fee by card?'),
      m('I am afraid not. Cash, or a cheque.'),
      w('And do I need to bring a towel?'),
      m('No, towels are free. Members have grey towels; the white ones are for guests.'),
      n('That is the end of Part 1.'),
    ],
  },
  {
    file: 'media/listening-part2.mp3',
    section: 'Part 2',
    lines: [
      n('Part 2. You will hear a guide at Wellbrook Castle Gardens. First, look at questions 11 to 15.'),
      w(
        'Welcome to Wellbrook Castle Gardens. The castle is older, but the gardens first opened to the public in the 18th century, answer B.',
      ),
      w(
        'The old greenhouse has recently been restored, answer A, and it is open all year. Please do not pick any flowers, answer C; you are welcome to walk on the lawns.',
      ),
      w(
        'Today’s guided walk lasts one hour, answer B. Tickets for the evening concert are sold in the gift shop, answer C.',
      ),
      n('Now look at the map for questions 16 to 20.'),
      w(
        'On your map, the rose garden is the place marked D. The café is at G. The children’s play area is at A. The bird hide, beside the lake, is at F, and the picnic area is at H.',
      ),
      n('That is the end of Part 2.'),
    ],
  },
  {
    file: 'media/listening-part3.mp3',
    section: 'Part 3',
    lines: [
      n('Part 3. You will hear two students, Maya and Tom, planning a project. Look at questions 21 to 24.'),
      m('We chose food waste because it is connected to our part-time jobs, answer C.'),
      w('Yes. And the problem with our questionnaire was that some of the questions were unclear, answer B.'),
      m('The supermarket data is out of date, answer A, so we agree to use it with care.'),
      w('Our tutor suggests we visit a composting site, answer B.'),
      n('Now look at questions 25 to 30.'),
      m('Before the next tutorial we must finish the literature review by Friday.'),
      w('And contact the president of the student union.'),
      m('We will put up posters in the library and the canteen.'),
      w('We record the waste from each café in kilograms.'),
      m('In the presentation we show the main findings in a pie chart.'),
      w('And the presentation should last 15 minutes.'),
      n('That is the end of Part 3.'),
    ],
  },
  {
    file: 'media/listening-part4.mp3',
    section: 'Part 4',
    lines: [
      n('Part 4. You will hear a lecture on the history of natural dyes. Look at questions 31 to 40.'),
      m('The oldest dyed fibres were found in a cave in Georgia.'),
      m('Red dye was made from the roots of the madder plant.'),
      m(
        'Tyrian purple came from a type of sea snail, and about 10,000 shells were needed for a single gram of dye.',
      ),
      m('In Rome, purple cloth was worn mainly by emperors.'),
      m('Indigo was brought to Europe from India by ship.'),
      m('European growers of woad saw indigo as a threat to their business.'),
      m('In 1856, William Perkin was trying to make an artificial form of quinine.'),
      m('His new colour, called mauve, quickly became fashionable.'),
      m('Today, natural dyes appeal to people who are worried about the environment.'),
      n('That is the end of Part 4.'),
    ],
  },
];
