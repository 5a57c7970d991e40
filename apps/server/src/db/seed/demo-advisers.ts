import type { WorldBuilder } from './world-builder.js';

/** The advisers (spec 002 §3 'Adviser'): Sarah Mitchell is demo.adviser; the others keep their own books. */
export function addAdvisers(w: WorldBuilder) {
  const sarah = w.adviser({
    channel: 'NZ',
    position: 'Senior Investment Adviser',
    firstName: 'Sarah',
    lastName: 'Mitchell',
    phoneNumber: '09 921 4711',
    mobileNumber: '021 456 7120',
    emailAddress: 'sarah.mitchell@tasman.example.nz',
  });
  const james = w.adviser({
    channel: 'NZ',
    position: 'Investment Adviser',
    firstName: 'James',
    lastName: 'Robertson',
    phoneNumber: '04 470 1822',
    mobileNumber: '027 318 5540',
    emailAddress: 'james.robertson@tasman.example.nz',
  });
  const anahera = w.adviser({
    channel: 'NZ',
    position: 'Wealth Adviser',
    firstName: 'Anahera',
    lastName: 'Ngata',
    phoneNumber: '03 377 2290',
    mobileNumber: '022 604 1188',
    emailAddress: 'anahera.ngata@tasman.example.nz',
  });
  const peter = w.adviser({
    channel: 'NZ',
    position: 'Investment Adviser',
    firstName: 'Peter',
    lastName: 'Clarke',
    phoneNumber: '07 839 4410',
    mobileNumber: '021 775 9032',
    emailAddress: 'peter.clarke@tasman.example.nz',
  });
  const lachlan = w.adviser({
    channel: 'AU',
    position: 'Investment Adviser',
    firstName: 'Lachlan',
    lastName: 'Fraser',
    phoneNumber: '(02) 8036 5410',
    mobileNumber: '0412 555 218',
    emailAddress: 'lachlan.fraser@tasman.example.com.au',
  });
  return { sarah, james, anahera, peter, lachlan };
}
