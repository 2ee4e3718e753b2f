/**
 * @generated SignedSource<<03018be852e58a189740b561aa716c30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
export type SpaceRulesFields = {
  bufferAfterMinutes?: number | null | undefined;
  bufferBeforeMinutes?: number | null | undefined;
  cancelWindowMinutes?: number | null | undefined;
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
export type SpaceRulesDialogPreviewQuery$variables = {
  input: SpaceRulesFields;
};
export type SpaceRulesDialogPreviewQuery$data = {
  readonly spaceRulesPreview: {
    readonly bookings: ReadonlyArray<{
      readonly id: string;
      readonly startsAt: string;
      readonly user: {
        readonly fullName: string;
      };
    }>;
    readonly count: number;
  };
};
export type SpaceRulesDialogPreviewQuery = {
  response: SpaceRulesDialogPreviewQuery$data;
  variables: SpaceRulesDialogPreviewQuery$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SpaceRulesDialogPreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AffectedBookings",
        "kind": "LinkedField",
        "name": "spaceRulesPreview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Booking",
            "kind": "LinkedField",
            "name": "bookings",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SpaceRulesDialogPreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AffectedBookings",
        "kind": "LinkedField",
        "name": "spaceRulesPreview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Booking",
            "kind": "LinkedField",
            "name": "bookings",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fc91668ae8713c39b95cab5a44148737",
    "id": null,
    "metadata": {},
    "name": "SpaceRulesDialogPreviewQuery",
    "operationKind": "query",
    "text": "query SpaceRulesDialogPreviewQuery(\n  $input: SpaceRulesFields!\n) {\n  spaceRulesPreview(input: $input) {\n    count\n    bookings {\n      id\n      startsAt\n      user {\n        fullName\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9ac257cf8043c18e6ef804388c8c8968";

export default node;
