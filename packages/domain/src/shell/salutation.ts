export interface SalutationSource {
  clientSalutation: string | null;
  name: { firstName: string | null };
}

/**
 * The name the top bar greets the user by (spec 000 §2.1, §3 'Profile: clientKey, clientSalutation,
 * name.firstName'): the client's salutation, else their first name, else their username.
 * The profile is null until it has loaded (or when loading it failed).
 */
export function salutationFor(profile: SalutationSource | null, username: string): string {
  const salutation = profile?.clientSalutation?.trim();
  if (salutation) return salutation;
  const firstName = profile?.name.firstName?.trim();
  if (firstName) return firstName;
  return username;
}
