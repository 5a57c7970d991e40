/** Name and address material for generated people. Streets are invented; suburbs and cities are real places. */

export const NZ_FIRST_NAMES = {
  female: [
    'Aroha',
    'Charlotte',
    'Mere',
    'Olivia',
    'Isla',
    'Ngaire',
    'Priya',
    'Mei',
    'Sione',
    'Hana',
    'Grace',
    'Anahera',
    'Emma',
    'Ruby',
    'Moana',
    'Sarah',
    'Jessica',
    'Rachel',
    'Fiona',
    'Leilani',
    'Amelia',
    'Jin',
  ],
  male: [
    'Wiremu',
    'James',
    'Tane',
    'Liam',
    'Oliver',
    'Rawiri',
    'Rohan',
    'Daniel',
    'Tevita',
    'Hemi',
    'Samuel',
    'Matiu',
    'Thomas',
    'Benjamin',
    'Arjun',
    'Lachlan',
    'Michael',
    'Peter',
    'Kahu',
    'David',
    'Hamish',
    'Wei',
  ],
};

export const NZ_LAST_NAMES = [
  'Smith',
  'Wilson',
  'Williams',
  'Brown',
  'Taylor',
  'Parata',
  'Ngata',
  'Tupou',
  'Patel',
  'Singh',
  'Chen',
  'Li',
  'Wang',
  'Kim',
  'Walker',
  'Thompson',
  'Campbell',
  'Stewart',
  'Robertson',
  'Te Whata',
  'Tamihana',
  'Faleolo',
  'Fonoti',
  'MacDonald',
  'Harris',
  'Clarke',
  'Young',
  'King',
  'Wright',
  'Mitchell',
  'Henare',
  'Pōmare',
  'Sharma',
  'Nguyen',
];

export const AU_FIRST_NAMES = {
  female: ['Olivia', 'Charlotte', 'Matilda', 'Chloe', 'Sienna', 'Zara', 'Ava', 'Harper', 'Mia', 'Evie'],
  male: ['Jack', 'William', 'Noah', 'Lachlan', 'Hudson', 'Cooper', 'Angus', 'Harrison', 'Xavier', 'Ethan'],
};

export const AU_LAST_NAMES = [
  'Harris',
  'Nguyen',
  'Kelly',
  "O'Brien",
  'Murphy',
  'Papadopoulos',
  'Rossi',
  'Tran',
  'Morgan',
  'Bennett',
  'Fraser',
  'Dawson',
];

export const NZ_STREETS = [
  'Pōhutukawa Avenue',
  'Kōwhai Street',
  'Rimu Road',
  'Harbour View Terrace',
  'Tōtara Crescent',
  'Kauri Place',
  'Matai Street',
  'Seaview Road',
  'Hillcrest Drive',
  'Miro Lane',
  'Rātā Street',
  'Ngaio Grove',
  'Station Road',
  'Beach Road',
  'Church Street',
];

export const NZ_PLACES: ReadonlyArray<{ suburb: string; city: string; postCode: string; landline: string }> = [
  { suburb: 'Ponsonby', city: 'Auckland', postCode: '1011', landline: '09' },
  { suburb: 'Remuera', city: 'Auckland', postCode: '1050', landline: '09' },
  { suburb: 'Devonport', city: 'Auckland', postCode: '0624', landline: '09' },
  { suburb: 'Takapuna', city: 'Auckland', postCode: '0622', landline: '09' },
  { suburb: 'Karori', city: 'Wellington', postCode: '6012', landline: '04' },
  { suburb: 'Khandallah', city: 'Wellington', postCode: '6035', landline: '04' },
  { suburb: 'Riccarton', city: 'Christchurch', postCode: '8011', landline: '03' },
  { suburb: 'Merivale', city: 'Christchurch', postCode: '8014', landline: '03' },
  { suburb: 'Hillcrest', city: 'Hamilton', postCode: '3216', landline: '07' },
  { suburb: 'Mount Maunganui', city: 'Tauranga', postCode: '3116', landline: '07' },
  { suburb: 'Roslyn', city: 'Dunedin', postCode: '9010', landline: '03' },
  { suburb: 'Havelock North', city: 'Hastings', postCode: '4130', landline: '06' },
  { suburb: 'Stoke', city: 'Nelson', postCode: '7011', landline: '03' },
  { suburb: 'Fitzroy', city: 'New Plymouth', postCode: '4312', landline: '06' },
];

export const AU_STREETS = [
  'Wattle Street',
  'Banksia Avenue',
  'Jacaranda Road',
  'Ocean Parade',
  'Eucalyptus Drive',
  'Bottlebrush Close',
  'Harbour Street',
];

export const AU_PLACES: ReadonlyArray<{
  suburb: string;
  city: string;
  postCode: string;
  state: string;
  landline: string;
}> = [
  { suburb: 'Mosman', city: 'Sydney', postCode: '2088', state: 'NSW', landline: '02' },
  { suburb: 'Paddington', city: 'Sydney', postCode: '2021', state: 'NSW', landline: '02' },
  { suburb: 'Toorak', city: 'Melbourne', postCode: '3142', state: 'VIC', landline: '03' },
  { suburb: 'New Farm', city: 'Brisbane', postCode: '4005', state: 'QLD', landline: '07' },
  { suburb: 'Cottesloe', city: 'Perth', postCode: '6011', state: 'WA', landline: '08' },
];

export const BANK_PREFIXES_NZ = ['12-3040', '02-0248', '06-0709', '01-0102', '38-9012', '03-0502'];
