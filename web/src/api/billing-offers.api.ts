import type {
  CreateOfferLinkRequestBody,
  OfferLinkDto,
  SetTierBundlesRequestBody,
  TierBundlesDto,
  UpdateOfferLinkRequestBody,
} from '@tessera/contracts';
import { apiRequest } from './http-client';

const BASE = '/billing/offers';
const id = (value: string) => encodeURIComponent(value);

/** Bundles of creators' tiers and their free-trial and promotion links. */
export const billingOffersApi = {
  creatorBundles: (creatorId: string) =>
    apiRequest<TierBundlesDto[]>(`${BASE}/creators/${id(creatorId)}/bundles`, {
      authenticated: false,
    }),
  setTierBundles: (tierId: string, body: SetTierBundlesRequestBody) =>
    apiRequest<TierBundlesDto, SetTierBundlesRequestBody>(`${BASE}/tiers/${id(tierId)}/bundles`, {
      method: 'PUT',
      body,
    }),
  ownLinks: () => apiRequest<OfferLinkDto[]>(`${BASE}/links`),
  /** One link per `idempotencyKey`: a repeated submit answers the link it made. */
  createLink: (body: CreateOfferLinkRequestBody, idempotencyKey: string) =>
    apiRequest<OfferLinkDto, CreateOfferLinkRequestBody>(`${BASE}/links`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  link: (code: string) =>
    apiRequest<OfferLinkDto>(`${BASE}/links/${id(code)}`, { authenticated: false }),
  updateLink: (code: string, body: UpdateOfferLinkRequestBody) =>
    apiRequest<OfferLinkDto, UpdateOfferLinkRequestBody>(`${BASE}/links/${id(code)}`, {
      method: 'PATCH',
      body,
    }),
  deactivateLink: (code: string) =>
    apiRequest<OfferLinkDto>(`${BASE}/links/${id(code)}`, { method: 'DELETE' }),
};
