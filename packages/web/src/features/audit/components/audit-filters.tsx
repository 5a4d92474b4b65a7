import { AUDIT_ACTIONS } from "@sector/shared";
import { Button } from "../../../components/ui/button";
import { Select, type SelectOption } from "../../../components/ui/select";

export interface AuditFiltersProps {
  /** null for every action. */
  action: string | null;
  onActionChange: (action: string | null) => void;
  /** null for every actor. */
  actorId: number | null;
  onActorChange: (actorId: number | null) => void;
  /** The staff to choose from, by name. */
  actors: readonly { id: number; name: string }[];
  actorsPending: boolean;
  onClear: () => void;
}

/** "" and 0 stand for no filter: a Select always holds a value of its own type. */
const ALL_ACTIONS = "";
const ALL_ACTORS = 0;

const ACTION_OPTIONS: SelectOption<string>[] = [
  { value: ALL_ACTIONS, label: "All actions" },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: action })),
];

/** The action and actor dropdowns of the audit log, and 'Clear Filter'. */
export function AuditFilters({
  action,
  onActionChange,
  actorId,
  onActorChange,
  actors,
  actorsPending,
  onClear,
}: AuditFiltersProps) {
  const actorOptions: SelectOption<number>[] = [
    { value: ALL_ACTORS, label: actorsPending ? "Loading..." : "All staff" },
    ...actors.map((actor) => ({ value: actor.id, label: actor.name })),
  ];
  return (
    <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-[16rem_16rem_auto] sm:items-end">
      <Select
        label="Action"
        value={action ?? ALL_ACTIONS}
        onChange={(value) => onActionChange(value === ALL_ACTIONS ? null : value)}
        options={ACTION_OPTIONS}
      />
      <Select
        label="Actor"
        value={actorId ?? ALL_ACTORS}
        onChange={(value) => onActorChange(value === ALL_ACTORS ? null : value)}
        options={actorOptions}
      />
      <Button
        variant="secondary"
        onClick={onClear}
        disabled={action === null && actorId === null}
        className="sm:h-10 sm:justify-self-start"
      >
        Clear Filter
      </Button>
    </div>
  );
}
