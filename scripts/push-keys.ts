#!/usr/bin/env node
// `npm run push:keys`: a new VAPID key pair for web push, made by web-push, printed as the
// settings the server and the build read (README, Urgent notices on parents' phones). Run it once;
// a new pair later means every phone must subscribe again.
import webpush from "web-push";

const { publicKey, privateKey } = webpush.generateVAPIDKeys();
console.log(`# The server (/etc/school-website.env), with PUSH_CONTACT and PUSH_DATABASE:
PUSH_VAPID_PUBLIC_KEY=${publicKey}
PUSH_VAPID_PRIVATE_KEY=${privateKey}
# The build (a repository variable of the publishing workflow), the same public key:
PUBLIC_PUSH_VAPID_PUBLIC_KEY=${publicKey}`);
