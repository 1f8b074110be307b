/** Where the school's server keeps push subscriptions: POST subscribes a phone, DELETE stops it (server/push/push-api.ts). */
export const subscriptionsPath = "/api/push/subscriptions";

/**
 * Where the service worker tells the school's server that a notice was opened from its
 * notification: one POST, the notice's page as text (server/stats/notice-opened-api.ts;
 * docs/decisions/062). Only the Node server with counting on has it; elsewhere it is a 404.
 */
export const noticeOpenedPath = "/api/stats/notice-opened";
