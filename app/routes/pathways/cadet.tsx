import { ProgrammePage } from "~/components/programme-page";
import { programmes } from "~/content/programmes";

export default function Cadet() {
  return <ProgrammePage programme={programmes.cadet} />;
}
