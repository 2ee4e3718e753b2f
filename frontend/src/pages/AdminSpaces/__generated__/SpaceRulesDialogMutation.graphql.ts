/**
 * @generated SignedSource<<b92068e3944a88baeaf149d744d4e1ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
export type UpdateSpaceRulesInput = {
  bufferAfterMinutes?: number | null | undefined;
  bufferBeforeMinutes?: number | null | undefined;
  cancelWindowMinutes?: number | null | undefined;
  expectedCancelledBookings?: number | null | undefined;
  horizonDays?: number | null | undefined;
  maxDurationMinutes?: number | null | undefined;
  minDurationMinutes?: number | null | undefined;
  noticeMinutes?: number | null | undefined;
  openingHours?: ReadonlyArray<OpeningDayInput> | null | undefined;
  requiresApproval?: boolean | null | undefined;
  slotMinutes?: number | null | undefined;
  spaceId: string;
};
export type OpeningDayInput = {
  ranges: ReadonlyArray<OpeningRangeInput>;
  weekday: Weekday;
};
export type OpeningRangeInput = {
  closes: string;
  lastStart: string;
  opens: string;
};
export type SpaceRulesDialogMutation$variables = {
  input: UpdateSpaceRulesInput;
};
export type SpaceRulesDialogMutation$data = {
  readonly updateSpaceRules: {
    readonly cancelledBookings: number;
    readonly space: {
      readonly bookingRules: {
        readonly maxDurationMinutes: number;
        readonly minDurationMinutes: number;
      };
      readonly id: string;
    };
  };
};
export type SpaceRulesDialogMutation = {
  response: SpaceRulesDialogMutation$data;
  variables: SpaceRulesDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateSpaceRulesPayload",
    "kind": "LinkedField",
    "name": "updateSpaceRules",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Space",
        "kind": "LinkedField",
        "name": "space",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingRules",
            "kind": "LinkedField",
            "name": "bookingRules",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minDurationMinutes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxDurationMinutes",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cancelledBookings",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SpaceRulesDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SpaceRulesDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2118563e207f61399f166182a668733b",
    "id": null,
    "metadata": {},
    "name": "SpaceRulesDialogMutation",
    "operationKind": "mutation",
    "text": "mutation SpaceRulesDialogMutation(\n  $input: UpdateSpaceRulesInput!\n) {\n  updateSpaceRules(input: $input) {\n    space {\n      id\n      bookingRules {\n        minDurationMinutes\n        maxDurationMinutes\n      }\n    }\n    cancelledBookings\n  }\n}\n"
  }
};
})();

(node as any).hash = "716e341a286596a0339df871c2c4da21";

export default node;
