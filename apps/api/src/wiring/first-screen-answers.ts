import type { FastifyInstance } from 'fastify';
import { browsePath } from '@naijabid/shared/browse-path';
import { API_PREFIX } from '@naijabid/shared/constants';
import { AUCTION_PAGE_ROUTE, FIRST_SCREEN_QUERIES, auctionPagePaths } from '@naijabid/shared/first-screen';
import { browseQuerySchema } from '@naijabid/shared/schemas/listings';
import type { FirstScreenAnswers } from '../plugins/web-app';
import type { buildServices } from './services';

type Services = Awaited<ReturnType<typeof buildServices>>;

/**
 * A visitor's answer at an API path, asked of this very app without a session: the page
 * carries exactly what the browser would have read (validation, visibility and response
 * schema included). `undefined` for a 404; any other failure throws.
 */
async function visitorAnswer(app: FastifyInstance, apiPath: string): Promise<unknown> {
  const answer = await app.inject({ method: 'GET', url: `${API_PREFIX}${apiPath}` });
  if (answer.statusCode === 404) return undefined;
  if (answer.statusCode !== 200) throw new Error(`${apiPath} answered ${answer.statusCode}`);
  return (answer.json() as { data: unknown }).data;
}

/**
 * What the server renders each page's first screen with: the home pages their browse call
 * (from the browse cache); an auction's page the auction, its bid history once it has bids,
 * its watcher count and the buyer protection its line names, the reads the page would make,
 * so it asks for none of them again.
 */
export function firstScreenAnswers(app: FastifyInstance, services: Services): FirstScreenAnswers {
  return async (route, params) => {
    if (route !== AUCTION_PAGE_ROUTE) {
      const query = FIRST_SCREEN_QUERIES[route];
      return { responses: { [browsePath(query)]: await services.auctions.browse(browseQuerySchema.parse(query)) } };
    }
    const paths = auctionPagePaths(params.id ?? '');
    const [auctionAnswer, watchers, buyerProtection] = await Promise.all([
      visitorAnswer(app, paths.auction),
      visitorAnswer(app, paths.watchers),
      visitorAnswer(app, paths.buyerProtection),
    ]);
    const auction = (auctionAnswer as { auction?: { bidCount: number } } | undefined)?.auction;
    if (!auction || watchers === undefined) return undefined;
    const bids = auction.bidCount > 0 ? await visitorAnswer(app, paths.bids) : undefined;
    return {
      responses: {
        [paths.auction]: auctionAnswer,
        [paths.watchers]: watchers,
        [paths.buyerProtection]: buyerProtection,
        ...(bids === undefined ? {} : { [paths.bids]: bids }),
      },
      personal: [paths.auction],
    };
  };
}
