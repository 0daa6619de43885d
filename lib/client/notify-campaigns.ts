import {
  NOTIFY_PATHS,
  type TCampaignView,
  type TImageView,
  type TRecipientPage,
  type TSegmentFilterInput,
  type TSegmentView,
  type TTemplateView,
} from '@/lib/contract/notify-campaigns';
import { type Answer, answerOf, dataListOf, dataOf } from './answer';
import { type CallOptions, callApi } from './browser-api';

/** The notifications engine's calls (templates, segments, campaigns, images, unsubscribe), same-origin through /api/. */

const one = async <T>(path: string, init: CallOptions = {}): Promise<Answer<T>> =>
  answerOf(await callApi(path, init), (b) => dataOf<T>(b));
const many = async <T>(path: string): Promise<Answer<T[]>> =>
  answerOf(await callApi(path), (b) => dataListOf<T>(b));

export interface TemplateDraft {
  name: string;
  subject: string;
  body_html: string;
}

export const listTemplates = () => many<TTemplateView>(NOTIFY_PATHS.template);
export const saveTemplate = (draft: TemplateDraft, id?: string) =>
  id
    ? one<TTemplateView>(`${NOTIFY_PATHS.template}/${id}`, { method: 'PUT', body: draft })
    : one<TTemplateView>(NOTIFY_PATHS.template, { method: 'POST', body: draft });
export const previewTemplate = (draft: Pick<TemplateDraft, 'subject' | 'body_html'>) =>
  one<{ subject: string; html: string; text: string }>(NOTIFY_PATHS.templatePreview, {
    method: 'POST',
    body: draft,
  });

/** The image file itself is the body, with its own type (the server tells the type by its bytes). */
export const uploadImage = (file: File) =>
  one<TImageView>(NOTIFY_PATHS.image, { method: 'POST', file, query: { name: file.name.slice(0, 200) } });

export const listSegments = () => many<TSegmentView>(NOTIFY_PATHS.segment);
export const saveSegment = (name: string, filter: TSegmentFilterInput) =>
  one<TSegmentView>(NOTIFY_PATHS.segment, { method: 'POST', body: { name, filter } });
export const previewSegment = (filter: TSegmentFilterInput) =>
  one<{ customers: number }>(NOTIFY_PATHS.segmentPreview, { method: 'POST', body: { filter } });

export const listCampaigns = () => many<TCampaignView>(NOTIFY_PATHS.campaign);
export const getCampaign = (id: string) => one<TCampaignView>(`${NOTIFY_PATHS.campaign}/${id}`);
export const createCampaign = (body: { name: string; segment_id: string; template_id: string }) =>
  one<TCampaignView>(NOTIFY_PATHS.campaign, { method: 'POST', body });
export const sendCampaign = (id: string, scheduledAt?: string) =>
  one<TCampaignView>(`${NOTIFY_PATHS.campaign}/${id}/send`, {
    method: 'POST',
    body: scheduledAt ? { scheduled_at: scheduledAt } : {},
  });
export const cancelCampaign = (id: string) =>
  one<TCampaignView>(`${NOTIFY_PATHS.campaign}/${id}/cancel`, { method: 'POST', body: {} });
export const listRecipients = (campaignId: string, page: number, status?: string) =>
  one<TRecipientPage>(NOTIFY_PATHS.notification, { query: { campaign_id: campaignId, page, status } });

export const unsubscribeStatus = (token: string) =>
  one<{ email: string | null; subscribed: boolean }>(NOTIFY_PATHS.unsubscribe, { query: { t: token } });
export const unsubscribe = (token: string) =>
  one<{ email: string | null; subscribed: boolean }>(NOTIFY_PATHS.unsubscribe, {
    method: 'POST',
    query: { t: token },
    body: {},
  });
