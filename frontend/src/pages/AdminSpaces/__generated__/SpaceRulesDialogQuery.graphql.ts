/**
 * @generated SignedSource<<253b0bd740f6ec3f9c30be1505986fb8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
export type SpaceRulesDialogQuery$variables = {
  id: string;
};
export type SpaceRulesDialogQuery$data = {
  readonly appConfig: {
    readonly defaultBookingRules: {
      readonly bufferAfterMinutes: number;
      readonly bufferBeforeMinutes: number;
      readonly cancelWindowMinutes: number;
      readonly horizonDays: number;
      readonly maxDurationMinutes: number;
      readonly minDurationMinutes: number;
      readonly noticeMinutes: number;
      readonly openingHours: ReadonlyArray<{
        readonly ranges: ReadonlyArray<{
          readonly closes: string;
          readonly lastStart: string;
          readonly opens: string;
        }>;
      }>;
      readonly slotMinutes: number;
    };
  };
  readonly space: {
    readonly id: string;
    readonly ruleOverrides: {
      readonly bufferAfterMinutes: number | null | undefined;
      readonly bufferBeforeMinutes: number | null | undefined;
      readonly cancelWindowMinutes: number | null | undefined;
      readonly horizonDays: number | null | undefined;
      readonly maxDurationMinutes: number | null | undefined;
      readonly minDurationMinutes: number | null | undefined;
      readonly noticeMinutes: number | null | undefined;
      readonly openingHours: ReadonlyArray<{
        readonly ranges: ReadonlyArray<{
          readonly closes: string;
          readonly lastStart: string;
          readonly opens: string;
        }>;
        readonly weekday: Weekday;
      }> | null | undefined;
      readonly requiresApproval: boolean | null | undefined;
      readonly slotMinutes: number | null | undefined;
    };
  } | null | undefined;
};
export type SpaceRulesDialogQuery = {
  response: SpaceRulesDialogQuery$data;
  variables: SpaceRulesDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "OpeningRange",
  "kind": "LinkedField",
  "name": "ranges",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "opens",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closes",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slotMinutes",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minDurationMinutes",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxDurationMinutes",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "noticeMinutes",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "horizonDays",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cancelWindowMinutes",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bufferBeforeMinutes",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bufferAfterMinutes",
  "storageKey": null
},
v10 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
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
        "concreteType": "RuleOverrides",
        "kind": "LinkedField",
        "name": "ruleOverrides",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningDay",
            "kind": "LinkedField",
            "name": "openingHours",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weekday",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requiresApproval",
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
    "concreteType": "AppConfig",
    "kind": "LinkedField",
    "name": "appConfig",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BookingRules",
        "kind": "LinkedField",
        "name": "defaultBookingRules",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningDay",
            "kind": "LinkedField",
            "name": "openingHours",
            "plural": true,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
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
    "name": "SpaceRulesDialogQuery",
    "selections": (v10/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SpaceRulesDialogQuery",
    "selections": (v10/*:: as any*/)
  },
  "params": {
    "cacheID": "96bf023c693338fbe78ec0bd0fa8192c",
    "id": null,
    "metadata": {},
    "name": "SpaceRulesDialogQuery",
    "operationKind": "query",
    "text": "query SpaceRulesDialogQuery(\n  $id: ID!\n) {\n  space(id: $id) {\n    id\n    ruleOverrides {\n      openingHours {\n        weekday\n        ranges {\n          opens\n          lastStart\n          closes\n        }\n      }\n      slotMinutes\n      minDurationMinutes\n      maxDurationMinutes\n      noticeMinutes\n      horizonDays\n      cancelWindowMinutes\n      bufferBeforeMinutes\n      bufferAfterMinutes\n      requiresApproval\n    }\n  }\n  appConfig {\n    defaultBookingRules {\n      slotMinutes\n      minDurationMinutes\n      maxDurationMinutes\n      noticeMinutes\n      horizonDays\n      cancelWindowMinutes\n      bufferBeforeMinutes\n      bufferAfterMinutes\n      openingHours {\n        ranges {\n          opens\n          lastStart\n          closes\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4fb632af1af84cd25a33b57b6edf387";

export default node;
