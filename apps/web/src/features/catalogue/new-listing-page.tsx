import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { CATEGORIES, LISTING_CONDITION_LABELS, LISTING_CONDITIONS, LISTING_LIMITS } from '@naijabid/shared/constants';
import { validationMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { OwnListing, Photo } from '@naijabid/shared/schemas/listings';
import { buttonStyles } from '../../components/button-styles';
import { AuctionImage } from '../../components/auction-image';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';
import { auctionPath, type AuctionAnswer } from '../../lib/api/get-auction';
import { formatLagosTime } from '../../lib/auction/phase';
import { useQuery } from '../../lib/query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStepWizard } from '../../lib/use-step-wizard';
import { createListing } from './api/create-listing';
import { updateListing } from './api/update-listing';
import { MoneyField, SelectField, TextAreaField, TextField } from './components/listing-fields';
import { PhotoUploader } from './components/photo-uploader';
import { SellerGate } from './components/seller-gate';
import {
  DURATION_CHOICES,
  emptyListingForm,
  isoToLocalTime,
  listingFormSchema,
  listingToForm,
  localTimeToIso,
  priceFieldKobo,
  type CreateListingRequest,
  type ListingFormValues,
} from './listing-form-schema';

const STEPS: { title: string; fields: FieldPath<ListingFormValues>[] }[] = [
  { title: 'Photos', fields: ['photoIds'] },
  { title: 'Details', fields: ['title', 'description', 'category', 'brand', 'condition'] },
  { title: 'Price and timing', fields: ['startingPrice', 'reservePrice', 'buyNowPrice', 'startMode', 'startsAt', 'durationMinutes'] },
  { title: 'Preview', fields: [] },
];
const PREVIEW_STEP = STEPS.length - 1;

/** Which step shows a field, for sending the seller to the first mistake. */
function stepOf(field: string): number {
  const found = STEPS.findIndex((step) => (step.fields as string[]).includes(field));
  if (found !== -1) return found;
  return field === 'endsAt' ? 2 : PREVIEW_STEP;
}

const formFields = new Set(STEPS.flatMap((step) => step.fields as string[]));

function durationLabel(minutes: number): string {
  const known = DURATION_CHOICES.find((choice) => choice.minutes === minutes);
  if (known) return known.label;
  const hours = Math.round(minutes / 60);
  return hours >= 24 && hours % 24 === 0 ? `${hours / 24} days` : `${hours} hours`;
}

function StepIndicator({ step }: { step: number }) {
  return (
    <ol className="mt-4 grid grid-cols-4 gap-2" aria-label="Steps">
      {STEPS.map((item, index) => (
        <li key={item.title} aria-current={index === step ? 'step' : undefined} className="text-center">
          <span aria-hidden="true" className={`block h-1.5 rounded-full ${index <= step ? 'bg-emerald-700' : 'bg-slate-200'}`} />
          <span className={`mt-1 block text-xs sm:text-sm ${index === step ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
            <span className="sr-only">{`Step ${index + 1} of ${STEPS.length}: `}</span>
            {item.title}
          </span>
        </li>
      ))}
    </ol>
  );
}

function ListingPreview({ values, photos }: { values: ListingFormValues; photos: Photo[] }) {
  const starting = priceFieldKobo(values.startingPrice);
  const buyNow = priceFieldKobo(values.buyNowPrice);
  const reserve = priceFieldKobo(values.reservePrice);
  const minutes = Number(values.durationMinutes);
  const startText = values.startMode === 'later' && values.startsAt ? `Starts ${formatLagosTime(localTimeToIso(values.startsAt))}` : 'Starts as soon as you publish';
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white sm:grid sm:grid-cols-2">
      <AuctionImage photo={photos[0] ?? null} alt={values.title ? `${values.title}, cover photo` : 'Cover photo'} sizes="(min-width: 640px) 420px, 92vw" className="aspect-[4/3] w-full" />
      <div className="p-4 sm:p-5">
        <p className="text-xs font-semibold text-emerald-800 uppercase">{values.category || 'No category chosen'}</p>
        <h3 className="mt-1 text-xl font-bold break-words text-slate-900">{values.title || 'Untitled listing'}</h3>
        <p className="text-sm text-slate-700">
          {values.brand || 'No brand'} · {LISTING_CONDITION_LABELS[values.condition as keyof typeof LISTING_CONDITION_LABELS] ?? 'Condition not chosen'}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-y-1 text-sm">
          <dt className="text-slate-600">Starting bid</dt>
          <dd className="text-right font-bold text-emerald-800">{starting === null ? '—' : formatNaira(starting)}</dd>
          {buyNow !== null && (
            <>
              <dt className="text-slate-600">Buy Now</dt>
              <dd className="text-right text-slate-900">{formatNaira(buyNow)}</dd>
            </>
          )}
          <dt className="text-slate-600">Reserve (hidden)</dt>
          <dd className="text-right text-slate-900">{reserve === null ? 'None' : formatNaira(reserve)}</dd>
          <dt className="text-slate-600">Runs for</dt>
          <dd className="text-right text-slate-900">{Number.isFinite(minutes) && minutes > 0 ? durationLabel(minutes) : '—'}</dd>
        </dl>
        <p className="mt-2 text-sm text-slate-700">{startText}</p>
        <p className="mt-1 text-sm text-slate-700">
          {photos.length} {photos.length === 1 ? 'photo' : 'photos'}
        </p>
        <p className="mt-4 line-clamp-6 text-sm break-words whitespace-pre-line text-slate-800">{values.description || 'No description yet.'}</p>
      </div>
    </div>
  );
}

function ListingWizard({ listing }: { listing?: OwnListing }) {
  const navigate = useNavigate();
  const editing = Boolean(listing);
  const { step, headingRef, goTo } = useStepWizard();
  const [photos, setPhotos] = useState<Photo[]>(() => listing?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const [openedAt] = useState(Date.now);
  const [minStart] = useState(() => isoToLocalTime(new Date(openedAt).toISOString()));

  const form = useForm<ListingFormValues, unknown, CreateListingRequest>({
    // docs/product.md#interface-behaviour: forms validate as the seller types, and again on every change after a submit.
    mode: 'onChange',
    reValidateMode: 'onChange',
    resolver: zodResolver(listingFormSchema),
    defaultValues: listing ? listingToForm(listing) : emptyListingForm,
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const values = useWatch({ control: form.control }) as ListingFormValues;

  useEffect(() => {
    form.setValue(
      'photoIds',
      photos.map((photo) => photo.id),
      { shouldValidate: isSubmitted, shouldDirty: true },
    );
  }, [photos, form, isSubmitted]);

  async function next() {
    if (step === 0 && uploading) {
      toast.info('Please wait for your photos to finish uploading.');
      return;
    }
    const fields = STEPS[step]!.fields.filter((field) => field !== 'photoIds');
    if (fields.length === 0 || (await form.trigger(fields, { shouldFocus: true }))) goTo(step + 1);
  }

  function onInvalid(invalid: FieldErrors<ListingFormValues>) {
    const first = Object.keys(invalid).sort((a, b) => stepOf(a) - stepOf(b))[0];
    if (first !== undefined) goTo(stepOf(first));
  }

  async function onValid(request: CreateListingRequest) {
    try {
      const answer = listing ? await updateListing(listing.id, request) : await createListing(request);
      toast.success(answer.message ?? (request.publish ? 'Your listing is published.' : 'Your listing has been saved.'));
      navigate(request.publish ? `/auctions/${answer.data.listing.id}` : '/sell/listings');
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error(String(error));
        return;
      }
      const fieldErrors = Object.entries(error.fieldErrors ?? {});
      for (const [field, message] of fieldErrors) {
        const name = (formFields.has(field) ? field : field === 'endsAt' ? 'durationMinutes' : 'photoIds') as FieldPath<ListingFormValues>;
        form.setError(name, { type: 'server', message });
      }
      const firstField = fieldErrors[0]?.[0];
      if (firstField) goTo(stepOf(firstField));
      toast.error(apiErrorText(error));
    }
  }

  function submit(publish: boolean) {
    if (uploading) {
      toast.info('Please wait for your photos to finish uploading.');
      return;
    }
    form.setValue('publish', publish);
    void form.handleSubmit(onValid, onInvalid)();
  }

  const title = editing ? 'Edit listing' : 'New listing';
  const stepTitle = STEPS[step]!.title;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
        <Link to="/sell/listings" className="text-sm font-semibold text-emerald-800 underline">
          My listings
        </Link>
      </div>
      <StepIndicator step={step} />

      <form noValidate onSubmit={(event) => event.preventDefault()} className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
          {stepTitle}
        </h2>

        {step === 0 && (
          <div className="mt-4">
            <p className="mb-4 text-sm text-slate-700">
              Clear photos in good light sell for more. Publishing needs at least one photo; a draft can be saved without.
            </p>
            <PhotoUploader
              photos={photos}
              onAdd={(photo) => setPhotos((current) => [...current, photo].slice(0, LISTING_LIMITS.maxPhotos))}
              onRemove={(id) => setPhotos((current) => current.filter((photo) => photo.id !== id))}
              onMakeCover={(id) => setPhotos((current) => [...current.filter((photo) => photo.id === id), ...current.filter((photo) => photo.id !== id)])}
              onBusyChange={setUploading}
              error={errors.photoIds?.message}
            />
          </div>
        )}

        {step === 1 && (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <TextField label="Title" maxLength={LISTING_LIMITS.titleMax} hint="Say what it is: brand, model, size or storage." error={errors.title?.message} {...form.register('title')} />
            </div>
            <SelectField label="Category" error={errors.category?.message} {...form.register('category')}>
              <option value="">Choose a category</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </SelectField>
            <SelectField label="Condition" error={errors.condition?.message} {...form.register('condition')}>
              <option value="">Choose the condition</option>
              {LISTING_CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {LISTING_CONDITION_LABELS[condition]}
                </option>
              ))}
            </SelectField>
            <div className="sm:col-span-2">
              <TextField label="Brand" maxLength={LISTING_LIMITS.brandMax} hint="Leave it empty for unbranded goods." error={errors.brand?.message} {...form.register('brand')} />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField
                label="Description"
                rows={6}
                maxLength={LISTING_LIMITS.descriptionMax}
                hint="What is included, any faults, and how long it has been used."
                error={errors.description?.message}
                {...form.register('description')}
              />
            </div>
          </div>
        )}

        {step === 2 && (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <MoneyField label="Starting price" hint="The first bid must be at least this." error={errors.startingPrice?.message} {...form.register('startingPrice')} />
            <MoneyField label="Reserve price (optional)" hint="Hidden from buyers. The item sells only if bidding reaches it." error={errors.reservePrice?.message} {...form.register('reservePrice')} />
            <MoneyField label="Buy Now price (optional)" hint="Buyers can end the auction at this price before bidding gets going." error={errors.buyNowPrice?.message} {...form.register('buyNowPrice')} />
            <SelectField label="Duration" error={errors.durationMinutes?.message} {...form.register('durationMinutes')}>
              {!DURATION_CHOICES.some((choice) => String(choice.minutes) === values.durationMinutes) && values.durationMinutes && (
                <option value={values.durationMinutes}>{durationLabel(Number(values.durationMinutes))}</option>
              )}
              {DURATION_CHOICES.map((choice) => (
                <option key={choice.minutes} value={choice.minutes}>
                  {choice.label}
                </option>
              ))}
            </SelectField>
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-slate-800">Start</legend>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                <label className="flex items-center gap-2 text-slate-900">
                  <input type="radio" value="now" className="h-4 w-4 accent-emerald-700" {...form.register('startMode')} />
                  {editing && listing && Date.parse(listing.startsAt) <= openedAt ? 'Restart when I save' : 'As soon as I publish'}
                </label>
                <label className="flex items-center gap-2 text-slate-900">
                  <input type="radio" value="later" className="h-4 w-4 accent-emerald-700" {...form.register('startMode')} />
                  At a set time
                </label>
              </div>
            </fieldset>
            {values.startMode === 'later' && (
              <TextField
                type="datetime-local"
                label="Start date and time"
                min={minStart}
                hint="Up to 30 days ahead."
                error={errors.startsAt?.message}
                {...form.register('startsAt')}
              />
            )}
          </div>
        )}

        {step === PREVIEW_STEP && (
          <div className="mt-4">
            <p className="mb-4 text-sm text-slate-700">This is how buyers will see your listing. Go back to change anything.</p>
            <ListingPreview values={values} photos={photos} />
            {errors.photoIds?.message && (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {errors.photoIds.message}
              </p>
            )}
          </div>
        )}

        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          {step > 0 ? (
            <button type="button" className={buttonStyles.ghost} onClick={() => goTo(step - 1)}>
              Back
            </button>
          ) : (
            <span />
          )}
          {step < PREVIEW_STEP ? (
            <button type="button" className={buttonStyles.primary} onClick={() => void next()}>
              Next
            </button>
          ) : (
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonStyles.secondary} disabled={isSubmitting} onClick={() => submit(false)}>
                Save as draft
              </button>
              <button type="button" className={buttonStyles.primary} disabled={isSubmitting} onClick={() => submit(true)}>
                {isSubmitting ? 'Saving…' : editing ? 'Save and publish' : 'Publish listing'}
              </button>
            </div>
          )}
        </div>
      </form>
      {photos.length === 0 && step === PREVIEW_STEP && !errors.photoIds && (
        <p className="mt-3 text-sm text-slate-700">{validationMessages.listingPhotosRequired}</p>
      )}
    </div>
  );
}

/** Why a listing cannot be edited, or nothing when it can. */
function editRefusal(auction: AuctionAnswer['auction']): string | null {
  if (!('reservePrice' in auction)) return 'You can only change your own listings.';
  if (auction.bidCount > 0) return 'This listing already has bids, so it can no longer be edited or cancelled.';
  if (auction.status === 'ended' || auction.status === 'cancelled') return 'This listing has ended or been cancelled and can no longer be changed.';
  return null;
}

function EditLoader({ id }: { id: string }) {
  const { data, error } = useQuery<AuctionAnswer>(auctionPath(id));
  const listing = data?.auction;
  const refusal = listing ? editRefusal(listing) : error ? apiErrorText(error) : null;
  if (listing && 'reservePrice' in listing && refusal === null) return <ListingWizard listing={listing} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Edit listing</h1>
      {refusal === null ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading your listing…
        </p>
      ) : (
        <>
          <p role="alert" className="mt-4 text-slate-800">
            {refusal}
          </p>
          <Link to="/sell/listings" className={`${buttonStyles.secondary} mt-6`}>
            Back to my listings
          </Link>
        </>
      )}
    </div>
  );
}

/** `/sell/new` and `/sell/listings/:id/edit`: the listing form in four steps, ending in a preview. */
export default function NewListingPage() {
  const { id } = useParams();
  useDocumentTitle(id ? 'Edit listing' : 'New listing');
  return <SellerGate title={id ? 'Edit listing' : 'New listing'}>{() => (id ? <EditLoader id={id} /> : <ListingWizard />)}</SellerGate>;
}
