import { ProgrammePage } from "~/components/programme-page";
import { programmes } from "~/content/programmes";

export default function Mandarin() {
  return <ProgrammePage programme={programmes.mandarin} />;
}
