/**
 * Whether a name someone else gives for a person (the bank's name for an account, say
 * "OKAFOR CHIAMAKA ADAEZE") is the name they gave us ("Chiamaka Okafor"). Banks write names
 * in capitals, surname first or last, with middle names, initials and commas; people give us
 * a first and last name, sometimes with a middle name in one of them. So case, accents,
 * punctuation, word order and extra words on either side do not count: it matches when a
 * word of the first name and a word of the last name both appear among the other's words.
 * It is a reason to warn, never to refuse: the bank's lookup is the authority on the account.
 */
export function nameMatchesPerson(name: string, person: { firstName: string; lastName: string }): boolean {
  const words = new Set(nameWords(name));
  const appears = (part: string) => nameWords(part).some((word) => words.has(word));
  return appears(person.firstName) && appears(person.lastName);
}

/** Lower-case words of letters only, accents taken off: "Adébáyọ̀-Okafor, C." -> adebayo, okafor, c. */
function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .map((word) => word.replace(/'/g, ''))
    .filter((word) => word.length > 0);
}
