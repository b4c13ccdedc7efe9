import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { LISTING_LIMITS, VERIFIED_SELLER_THRESHOLDS_KOBO } from '@naijabid/shared/constants';
import { serverMessages, validationMessages } from '@naijabid/shared/messages';
import { listingWizardLabels as m } from '@naijabid/shared/messages/listing-wizard';
import type { OwnListing, Photo } from '@naijabid/shared/schemas/listings';
import { buttonStyles } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';
import { useStepWizard } from '../../lib/use-step-wizard';
import { useSellerVerification } from '../settings/api/seller-verification';
import { createListing } from './api/create-listing';
import { updateListing } from './api/update-listing';
import { ListingDeliveryStep } from './components/listing-delivery-step';
import { ListingDetailsStep } from './components/listing-details-step';
import { ListingPreview } from './components/listing-preview';
import { ListingPriceStep } from './components/listing-price-step';
import { ListingStepIndicator } from './components/listing-step-indicator';
import { PhotoUploader } from './components/photo-uploader';
import {
  emptyListingForm,
  isoToLocalTime,
  listingFormSchema,
  listingToForm,
  type CreateListingRequest,
  type ListingFormValues,
} from './listing-form-schema';

const STEPS: { title: string; fields: FieldPath<ListingFormValues>[] }[] = [
  { title: m.stepTitles.photos, fields: ['photoIds'] },
  { title: m.stepTitles.details, fields: ['title', 'description', 'category', 'brand', 'condition'] },
  {
    title: m.stepTitles.price,
    fields: [
      'startingPrice',
      'reservePrice',
      'buyNowPrice',
      'startMode',
      'startsAt',
      'durationMinutes',
      'relistTimes',
      'relistPriceDropPercent',
    ],
  },
  {
    title: m.stepTitles.delivery,
    fields: [
      'locationState',
      'locationCity',
      'pickup',
      'deliversInState',
      'deliveryFeeInState',
      'deliversOtherStates',
      'deliveryFeeOtherStates',
    ],
  },
  { title: m.stepTitles.preview, fields: [] },
];
const PREVIEW_STEP = STEPS.length - 1;

/** Which step shows a field, for sending the seller to the first mistake. */
function stepOf(field: string): number {
  const found = STEPS.findIndex((step) => (step.fields as string[]).includes(field));
  if (found !== -1) return found;
  return field === 'endsAt' ? 2 : PREVIEW_STEP;
}

const formFields = new Set(STEPS.flatMap((step) => step.fields as string[]));

/** The listing form in five steps, ending in a preview; a new listing, or `listing` to edit. */
export function ListingWizard({ listing }: { listing?: OwnListing }) {
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
  const { data: verification } = useSellerVerification(false);

  useEffect(() => {
    form.setValue(
      'photoIds',
      photos.map((photo) => photo.id),
      { shouldValidate: isSubmitted, shouldDirty: true },
    );
  }, [photos, form, isSubmitted]);

  async function next() {
    if (step === 0 && uploading) {
      toast.info(m.waitForPhotos);
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
      toast.success(
        answer.message ?? (request.publish ? serverMessages.listingPublished : serverMessages.listingSaved),
      );
      navigate(request.publish ? `/auctions/${answer.data.listing.id}` : '/sell/listings');
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error(String(error));
        return;
      }
      const fieldErrors = Object.entries(error.fieldErrors ?? {});
      for (const [field, message] of fieldErrors) {
        const name = (
          formFields.has(field) ? field : field === 'endsAt' ? 'durationMinutes' : 'photoIds'
        ) as FieldPath<ListingFormValues>;
        form.setError(name, { type: 'server', message });
      }
      const firstField = fieldErrors[0]?.[0];
      if (firstField) goTo(stepOf(firstField));
      toast.error(apiErrorText(error));
    }
  }

  function submit(publish: boolean) {
    if (uploading) {
      toast.info(m.waitForPhotos);
      return;
    }
    form.setValue('publish', publish);
    void form.handleSubmit(onValid, onInvalid)();
  }

  const title = editing ? m.editListing : m.newListing;
  const stepTitle = STEPS[step]!.title;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
        <Link to="/sell/listings" className="text-sm font-semibold text-emerald-800 underline">
          {m.myListings}
        </Link>
      </div>
      <ListingStepIndicator titles={STEPS.map((item) => item.title)} step={step} />

      <form
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
          {stepTitle}
        </h2>

        {step === 0 && (
          <div className="mt-4">
            <p className="mb-4 text-sm text-slate-700">{m.photosIntro}</p>
            <PhotoUploader
              photos={photos}
              onAdd={(photo) => setPhotos((current) => [...current, photo].slice(0, LISTING_LIMITS.maxPhotos))}
              onRemove={(id) => setPhotos((current) => current.filter((photo) => photo.id !== id))}
              onMakeCover={(id) =>
                setPhotos((current) => [
                  ...current.filter((photo) => photo.id === id),
                  ...current.filter((photo) => photo.id !== id),
                ])
              }
              onBusyChange={setUploading}
              error={errors.photoIds?.message}
            />
          </div>
        )}

        {step === 1 && <ListingDetailsStep form={form} />}

        {step === 2 && (
          <ListingPriceStep
            form={form}
            durationMinutes={values.durationMinutes}
            startMode={values.startMode}
            restarts={Boolean(listing && Date.parse(listing.startsAt) <= openedAt)}
            minStart={minStart}
            relistTimes={values.relistTimes}
            verificationLimitKobo={
              verification && verification.status !== 'verified' ? VERIFIED_SELLER_THRESHOLDS_KOBO.listing : null
            }
          />
        )}

        {step === 3 && (
          <ListingDeliveryStep
            form={form}
            locationState={values.locationState}
            deliversInState={values.deliversInState}
            deliversOtherStates={values.deliversOtherStates}
          />
        )}

        {step === PREVIEW_STEP && (
          <div className="mt-4">
            <p className="mb-4 text-sm text-slate-700">{m.previewIntro}</p>
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
              {m.back}
            </button>
          ) : (
            <span />
          )}
          {step < PREVIEW_STEP ? (
            <button type="button" className={buttonStyles.primary} onClick={() => void next()}>
              {m.next}
            </button>
          ) : (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={isSubmitting}
                onClick={() => submit(false)}
              >
                {m.saveDraft}
              </button>
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={isSubmitting}
                onClick={() => submit(true)}
              >
                {isSubmitting ? m.saving : editing ? m.savePublish : m.publish}
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
