/** Where the school's server keeps push subscriptions: POST subscribes a phone, DELETE stops it (server/push/push-api.ts). */
export const subscriptionsPath = "/api/push/subscriptions";
