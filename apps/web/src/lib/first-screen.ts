import { createContext, useContext, useSyncExternalStore } from 'react';
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@naijabid/shared/first-screen';

/**
 * The server renders the first screen of `/` and `/auctions` (the cards a phone paints
 * first) and writes what it rendered with into the page. While React hydrates that markup,
 * components read the same answers and the same clock, so their first render is identical;
 * afterwards they load and tick as on any other page.
 */
const FirstScreenContext = createContext<FirstScreenData | null>(null);
export const FirstScreenProvider = FirstScreenContext.Provider;

const noSubscription = () => () => undefined;

/**
 * True while this is markup from the server not yet taken over by React (React reads a
 * store's server snapshot only while rendering on the server or hydrating). Its buttons
 * have no handlers yet: they say so with `aria-disabled`, and a tap waits for the app.
 */
export function useRenderingServerMarkup(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** What the server rendered this page with, while its markup is being rendered or hydrated. */
export function useFirstScreen(): FirstScreenData | undefined {
  const data = useContext(FirstScreenContext);
  return useRenderingServerMarkup() && data ? data : undefined;
}

/** The data the server wrote into the page, if it rendered one. */
export function readFirstScreenData(): FirstScreenData | null {
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstScreenData;
  } catch {
    return null;
  }
}
