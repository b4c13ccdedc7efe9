import { expect, test, type Page } from '@playwright/test';
import { whatsAppMessages as m } from '@naijabid/shared/messages/whatsapp';
import {
  createPublishedListing,
  createVerifiedAccount,
  depositToWallet,
  placeBid,
  uniqueEmail,
  useToken,
} from './helpers';

async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

test('a bidder turns on WhatsApp alerts in Settings and, outbid, gets the template message (the fake WhatsApp outbox shows it)', async ({
  page,
  context,
  request,
}) => {
  const seller = await createVerifiedAccount(request, uniqueEmail('wa-seller'));
  const title = `Binatone Standing Fan ${Date.now()}`;
  const listing = await createPublishedListing(request, seller, await photo(page), { title, startingPrice: 20_000_00 });
  const buyer = await createVerifiedAccount(request, uniqueEmail('wa-buyer'), 'buyer');
  const rival = await createVerifiedAccount(request, uniqueEmail('wa-rival'), 'buyer');
  await depositToWallet(request, buyer, 50_000_00);
  await depositToWallet(request, rival, 50_000_00);

  await useToken(page, buyer);
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: new RegExp(m.switchLabel) });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText(m.optedIn)).toBeVisible();
  await expect(toggle).toBeChecked();

  await placeBid(request, buyer, listing.id, 25_000_00);
  await placeBid(request, rival, listing.id, 30_000_00);

  // The server's job runner sends the alert to the fake Cloud API, which reports it delivered.
  const outbox = await context.newPage();
  await expect
    .poll(
      async () => {
        await outbox.goto('/fake-whatsapp/outbox');
        const message = outbox.locator('article', { hasText: title });
        return (await message.count()) > 0 ? message.innerText() : '';
      },
      { timeout: 30_000 },
    )
    .toMatch(/naijabid_outbid · delivered/);
});
