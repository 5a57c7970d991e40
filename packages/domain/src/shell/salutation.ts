export interface SalutationSource {
  clientSalutation: string | null;
  name: { firstName: string | null };
}

/**
 * The name the top bar greets the user by (spec 000 §2.1, §3 'Profile: clientKey, clientSalutation,
 * name.firstName'): the client's salutation, else their first name, for clients, advisers and
 * staff alike. With neither (a staff member whose name is not on record, or a profile that has not
 * loaded or failed) there is no name to use: the greeting stands alone ('Good morning'), never a
 * username such as 'demo.staff' (issue 9 item 19).
 */
export function salutationFor(profile: SalutationSource | null): string | null {
  const salutation = profile?.clientSalutation?.trim();
  if (salutation) return salutation;
  const firstName = profile?.name.firstName?.trim();
  if (firstName) return firstName;
  return null;
}
