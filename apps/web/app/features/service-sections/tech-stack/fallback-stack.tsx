import { fallbackTechStack } from './fallback-groups';
import { StackGroups } from './stack-groups';

/** The built-in stack, for a page the content service has no stack for (its own chunk: it carries the logos). */
export default function FallbackStack() {
  return (
    <StackGroups
      groups={fallbackTechStack.map((group) => ({ key: group.title, title: group.title, logos: group.logos }))}
    />
  );
}
