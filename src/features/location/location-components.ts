import { contactComponents } from "../contact/contact-components";
import { whatsAppFact } from "../contact/whatsapp-help";
import { MapsButton, SchoolMap } from "./school-map";

/** The components /location's content file places: the map, the button to a maps service, and how to reach the school (WhatsApp too). */
export const locationComponents = { ...contactComponents, SchoolMap, MapsButton, WhatsAppFact: whatsAppFact("location") };
