import { ProgrammePage } from "~/components/programme-page";
import { programmes } from "~/content/programmes";

export default function Seafarers() {
  return <ProgrammePage programme={programmes.seafarers} />;
}
