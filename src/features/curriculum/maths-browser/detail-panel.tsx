import type { Ref } from "react";
import { SmartLink } from "~/shared/smart-link";
import { mathematicsStrands, unavailableResources, unpublishedNotice, type Strand, type SubStrand } from "~/features/curriculum/mathematics-curriculum";
import { below, Heading, type HeadingLevel } from "./heading";
import { Highlight } from "./highlight";

/** The published curriculum designs: the link's words and its address (from the site configuration, at build). */
export interface DesignsLink {
  label: string;
  url: string;
}

interface DetailPanelProps {
  strand: Strand | undefined;
  subStrand: SubStrand | undefined;
  query: string;
  level: HeadingLevel;
  designs: DesignsLink;
  headingRef: Ref<HTMLHeadingElement>;
  onSelectStrand: (strandId: string) => void;
  onSelectSubStrand: (strandId: string, subStrandId: string) => void;
}

const eyebrowClass = "text-sm font-semibold tracking-wide text-brand-700 uppercase";
const headingClass = "text-2xl font-bold text-brand-900 focus:outline-none";
const subHeadingClass = "mt-6 text-lg font-semibold text-brand-900";

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function Overview({ level, headingRef }: Pick<DetailPanelProps, "level" | "headingRef">) {
  const subStrandCount = mathematicsStrands.reduce((sum, s) => sum + s.subStrands.length, 0);
  return (
    <>
      <Heading level={level} ref={headingRef} tabIndex={-1} className={headingClass}>
        Junior school Mathematics
      </Heading>
      <p className="mt-3 text-slate-700">
        Mathematics in Grades 7 to 9 is organised in {mathematicsStrands.length} strands and {subStrandCount} sub-strands.
        Choose a strand to see its overview, or a sub-strand to see what learners should be able to do by the end of it,
        how they learn it, and the competencies, values and issues it builds on.
      </p>
    </>
  );
}

function StrandDetail({ strand, query, level, headingRef, onSelectSubStrand }: DetailPanelProps & { strand: Strand }) {
  return (
    <>
      <p className={eyebrowClass}>Strand</p>
      <Heading level={level} ref={headingRef} tabIndex={-1} className={headingClass}>
        <Highlight text={strand.title} query={query} />
      </Heading>
      <p className="mt-2 font-medium text-slate-800">{strand.subtitle}</p>
      <p className="mt-3 text-slate-700">{strand.overview}</p>
      <Heading level={below(level)} className={subHeadingClass}>
        Sub-strands
      </Heading>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {strand.subStrands.map((subStrand) => (
          <li key={subStrand.id}>
            <button
              type="button"
              className="min-h-11 w-full rounded-xl border border-slate-200 px-4 py-3 text-left hover:border-brand-700 hover:bg-brand-50"
              onClick={() => onSelectSubStrand(strand.id, subStrand.id)}
            >
              <span className="block font-semibold text-brand-900">{subStrand.title}</span>
              <span className="block text-sm text-slate-700">
                {subStrand.unpublished
                  ? "Details to be published later"
                  : `${count(subStrand.specificOutcomes.length, "specific outcome", "specific outcomes")} · ${count(subStrand.competencies.length, "core competency", "core competencies")}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function TextList({ items, query, ordered = false }: { items: readonly string[]; query: string; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`mt-2 space-y-1 pl-6 text-slate-800 ${ordered ? "list-[lower-alpha]" : "list-disc"}`}>
      {items.map((item) => (
        <li key={item}>
          <Highlight text={item} query={query} />
        </li>
      ))}
    </List>
  );
}

function SubStrandDetail({
  strand,
  subStrand,
  query,
  level,
  headingRef,
  onSelectStrand,
}: DetailPanelProps & { strand: Strand; subStrand: SubStrand }) {
  const sub = below(level);
  return (
    <>
      <button type="button" className="mb-3 min-h-11 font-semibold text-brand-700 underline" onClick={() => onSelectStrand(strand.id)}>
        <span aria-hidden="true">← </span>Back to {strand.title}
      </button>
      <p className={eyebrowClass}>Sub-strand of {strand.title}</p>
      <Heading level={level} ref={headingRef} tabIndex={-1} className={headingClass}>
        <Highlight text={subStrand.title} query={query} />
      </Heading>
      {subStrand.unpublished ? (
        <p className="mt-4 rounded-xl border-l-4 border-gold-600 bg-amber-50 p-4 text-slate-800">
          <strong className="block text-ink">Not yet published on this site</strong>
          {unpublishedNotice}
        </p>
      ) : (
        <>
          <Heading level={sub} className={subHeadingClass}>
            Specific learning outcomes
          </Heading>
          <p className="mt-1 text-slate-700">By the end of the sub-strand, the learner should be able to:</p>
          <TextList items={subStrand.specificOutcomes} query={query} ordered />
          <Heading level={sub} className={subHeadingClass}>
            Suggested learning experiences
          </Heading>
          <p className="mt-1 text-slate-700">The learner is guided to:</p>
          <TextList items={subStrand.suggestedExperiences} query={query} />
          <Heading level={sub} className={subHeadingClass}>
            Key inquiry questions
          </Heading>
          <TextList items={subStrand.keyQuestions} query="" />
          <Heading level={sub} className={subHeadingClass}>
            Core competencies
          </Heading>
          <ul className="mt-2 space-y-1 pl-6 text-slate-800 list-disc">
            {subStrand.competencies.map((competency) => (
              <li key={competency.name}>
                <strong className="font-semibold">{competency.name}:</strong> {competency.text}
              </li>
            ))}
          </ul>
          <Heading level={sub} className={subHeadingClass}>
            Values and PCIs
          </Heading>
          <p className="mt-2 font-medium text-slate-800">Values</p>
          <TextList items={subStrand.values} query="" />
          <p className="mt-3 font-medium text-slate-800">Pertinent and contemporary issues (PCIs)</p>
          <TextList items={subStrand.pcis} query="" />
        </>
      )}
    </>
  );
}

/** The curriculum documents: the published designs as a link, the two unpublished ones as plain text. */
function Documents({ level, designs }: { level: HeadingLevel; designs: DesignsLink }) {
  return (
    <div className="mt-8 border-t border-slate-200 pt-6">
      <Heading level={level} className="text-lg font-semibold text-brand-900">
        Curriculum documents
      </Heading>
      <ul className="mt-3 space-y-2 text-slate-800">
        <li>
          <SmartLink to={designs.url} className="font-medium text-brand-700 underline">
            {designs.label}
          </SmartLink>
        </li>
        {unavailableResources.map((name) => (
          <li key={name}>
            <span className="font-medium">{name}:</span> not available online. Ask the Mathematics department at school for a
            copy.
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The right-hand panel: an overview, a strand, or a sub-strand in full. */
export function DetailPanel(props: DetailPanelProps) {
  const { strand, subStrand, level } = props;
  return (
    <div className="card">
      {strand && subStrand ? (
        <SubStrandDetail {...props} strand={strand} subStrand={subStrand} />
      ) : strand ? (
        <StrandDetail {...props} strand={strand} />
      ) : (
        <Overview level={level} headingRef={props.headingRef} />
      )}
      <Documents level={below(level)} designs={props.designs} />
    </div>
  );
}
