/**
 * @generated SignedSource<<d18b1b22608ea5779bd706d1946b0fba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type QuotaMetric = "BOOKINGS" | "HOURS" | "%future added value";
export type QuotaPeriod = "DAY" | "MONTH" | "WEEK" | "%future added value";
export type BookingFormQuery$variables = {
  spaceId: string;
};
export type BookingFormQuery$data = {
  readonly appConfig: {
    readonly timeZone: string;
  };
  readonly space: {
    readonly bookingLimits: ReadonlyArray<{
      readonly acrossSpaces: boolean;
      readonly max: number;
      readonly metric: QuotaMetric;
      readonly period: QuotaPeriod;
    }>;
    readonly bookingRules: {
      readonly bufferAfterMinutes: number;
      readonly bufferBeforeMinutes: number;
      readonly cancelWindowMinutes: number;
      readonly horizonDays: number;
      readonly maxDurationMinutes: number;
      readonly minDurationMinutes: number;
      readonly noticeMinutes: number;
      readonly openingHours: ReadonlyArray<{
        readonly ranges: ReadonlyArray<{
          readonly opens: string;
        }>;
      }>;
      readonly requiresApproval: boolean;
    };
    readonly capacity: number;
    readonly firstFreeDate: string | null | undefined;
    readonly isActive: boolean;
    readonly name: string;
    readonly pricePerHour: string;
    readonly upcomingClosures: ReadonlyArray<{
      readonly endsOn: string;
      readonly startsOn: string;
    }>;
  } | null | undefined;
};
export type BookingFormQuery = {
  response: BookingFormQuery$data;
  variables: BookingFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "spaceId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "spaceId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "capacity",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pricePerHour",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstFreeDate",
  "storageKey": null
},
v7 = {
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "noticeMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "horizonDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelWindowMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bufferBeforeMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bufferAfterMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requiresApproval",
      "storageKey": null
    },
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsOn",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endsOn",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "BookingLimit",
  "kind": "LinkedField",
  "name": "bookingLimits",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "metric",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "period",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "max",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acrossSpaces",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
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
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BookingFormQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Space",
        "kind": "LinkedField",
        "name": "space",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Closure",
            "kind": "LinkedField",
            "name": "upcomingClosures",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      (v11/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BookingFormQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Space",
        "kind": "LinkedField",
        "name": "space",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Closure",
            "kind": "LinkedField",
            "name": "upcomingClosures",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      },
      (v11/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "3c15c6a077ae75f5fe05362889d75343",
    "id": null,
    "metadata": {},
    "name": "BookingFormQuery",
    "operationKind": "query",
    "text": "query BookingFormQuery(\n  $spaceId: ID!\n) {\n  space(id: $spaceId) {\n    name\n    capacity\n    pricePerHour\n    isActive\n    firstFreeDate\n    bookingRules {\n      minDurationMinutes\n      maxDurationMinutes\n      noticeMinutes\n      horizonDays\n      cancelWindowMinutes\n      bufferBeforeMinutes\n      bufferAfterMinutes\n      requiresApproval\n      openingHours {\n        ranges {\n          opens\n        }\n      }\n    }\n    upcomingClosures {\n      startsOn\n      endsOn\n      id\n    }\n    bookingLimits {\n      metric\n      period\n      max\n      acrossSpaces\n    }\n    id\n  }\n  appConfig {\n    timeZone\n  }\n}\n"
  }
};
})();

(node as any).hash = "8f5f2159902860cd0738bfbe9ec78c4e";

export default node;
