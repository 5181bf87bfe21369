import { isRoman } from 'src/ai/builtin/papers/question-number';

/** A question (or part) while the paper is being read. */
export interface QuestionNode {
  main: number;
  /** The part labels from the main number down: [] for "3", ["a", "ii"] for "3(a)(ii)". */
  parts: string[];
  kind: 'main' | 'letter' | 'roman';
  /** Its text lines, labels taken off. */
  lines: string[];
  /** The lines as printed, label included (to fold options back into the question). */
  printed: string[];
  section: string | null;
  children: QuestionNode[];
  /** It has a line that is only marks ("[5 marks]"), printed after its text. */
  marksAlone?: boolean;
  /** Its total as the paper prints it after it ("(Total for Question 2 = 6 marks)"). */
  total?: number;
}

export function newNode(
  main: number,
  parts: string[],
  kind: QuestionNode['kind'],
  section: string | null,
): QuestionNode {
  return { main, parts, kind, lines: [], printed: [], section, children: [] };
}

/**
 * Where the part labels of a line go under a main question. With the number printed ("4 (a)",
 * "1(b)(ii)") the path is explicit. A line starting with a part alone ("(b)", "ii)") continues
 * the current question: a letter goes below the main number, a roman numeral below the current
 * letter when there is one ("(a) … (i) … (ii)") and below the main number otherwise ("Q5 (i)
 * … (ii)"); "(i)" after "(h)" is the letter i. Returns the deepest node, or null when the label
 * repeats a part already read (a list inside the question, not a new part).
 */
export function placeParts(
  main: QuestionNode,
  labels: string[],
  explicit: boolean,
): QuestionNode | null {
  let parent = main;
  for (const [index, label] of labels.entries()) {
    let kind = kindOf(label, parent.children);
    if (index === 0 && !explicit && isRoman(label)) {
      const lastLetter = [...main.children].reverse().find((child) => child.kind === 'letter');
      const continuesRoman = lastLetter?.children.some((child) => child.kind === 'roman');
      if (
        lastLetter &&
        !followsLetter(label, lastLetter) &&
        (label.length > 1 || label === 'i' || continuesRoman)
      ) {
        parent = lastLetter;
        kind = 'roman';
      }
    }
    const siblings = parent.children;
    const existing = siblings.find((child) => child.parts[child.parts.length - 1] === label);
    if (existing) {
      if (!explicit && labels.length === 1) return null;
      parent = existing;
      continue;
    }
    const node = newNode(main.main, [...parent.parts, label], kind, main.section);
    siblings.push(node);
    parent = node;
  }
  return parent;
}

function kindOf(label: string, siblings: QuestionNode[]): 'letter' | 'roman' {
  if (!isRoman(label)) return 'letter';
  if (label.length > 1) return 'roman';
  const last = siblings[siblings.length - 1];
  if (last && last.kind === 'letter' && followsLetter(label, last)) return 'letter';
  if (last && last.kind === 'roman') return 'roman';
  return label === 'i' ? 'roman' : 'letter';
}

function followsLetter(label: string, node: QuestionNode): boolean {
  const previous = node.parts[node.parts.length - 1];
  return (
    previous.length === 1 &&
    label.length === 1 &&
    label.charCodeAt(0) === previous.charCodeAt(0) + 1
  );
}

/** Every node of the tree, parents before their parts. */
export function allNodes(nodes: QuestionNode[]): QuestionNode[] {
  return nodes.flatMap((node) => [node, ...allNodes(node.children)]);
}
