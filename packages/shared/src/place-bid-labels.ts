/** The Place Bid button of every card and of the auction page (kept small: the landing page loads it). */
export const placeBidLabels = {
  button: 'Place Bid',
  buttonFor: (title: string) => `Place Bid on ${title}`,
  opening: 'Opening…',
  /** The dialog's code did not arrive (a dropped mobile connection); the button tries again. */
  openFailed: "Couldn't open. Tap to try again",
} as const;
