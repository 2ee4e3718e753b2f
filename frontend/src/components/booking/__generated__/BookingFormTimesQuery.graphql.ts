/**
 * @generated SignedSource<<8c643803cdfd398ec4da278fad38a5f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingFormTimesQuery$variables = {
  date: string;
  spaceId: string;
};
export type BookingFormTimesQuery$data = {
  readonly availability: {
    readonly closedReason: string | null | undefined;
    readonly rules: {
      readonly bufferAfterMinutes: number;
      readonly bufferBeforeMinutes: number;
      readonly cancelWindowMinutes: number;
      readonly maxDurationMinutes: number;
      readonly minDurationMinutes: number;
      readonly noticeMinutes: number;
      readonly requiresApproval: boolean;
    };
    readonly slots: ReadonlyArray<{
      readonly available: boolean;
      readonly buffer: boolean;
      readonly endsAt: string;
      readonly minuteOfDay: number;
      readonly startsAt: string;
      readonly tooSoon: boolean;
      readonly withinStartHours: boolean;
    }>;
  };
};
export type BookingFormTimesQuery = {
  response: BookingFormTimesQuery$data;
  variables: BookingFormTimesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "date"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "spaceId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "date",
        "variableName": "date"
      },
      {
        "kind": "Variable",
        "name": "spaceId",
        "variableName": "spaceId"
      }
    ],
    "concreteType": "Availability",
    "kind": "LinkedField",
    "name": "availability",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AvailabilitySlot",
        "kind": "LinkedField",
        "name": "slots",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "minuteOfDay",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "available",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tooSoon",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "withinStartHours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "buffer",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "closedReason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BookingRules",
        "kind": "LinkedField",
        "name": "rules",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BookingFormTimesQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BookingFormTimesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b66b185f29b2b6f0988392f120d9c0a5",
    "id": null,
    "metadata": {},
    "name": "BookingFormTimesQuery",
    "operationKind": "query",
    "text": "query BookingFormTimesQuery(\n  $spaceId: ID!\n  $date: Date!\n) {\n  availability(spaceId: $spaceId, date: $date) {\n    slots {\n      minuteOfDay\n      startsAt\n      endsAt\n      available\n      tooSoon\n      withinStartHours\n      buffer\n    }\n    closedReason\n    rules {\n      minDurationMinutes\n      maxDurationMinutes\n      noticeMinutes\n      cancelWindowMinutes\n      bufferBeforeMinutes\n      bufferAfterMinutes\n      requiresApproval\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "58726e34c00bb50f2b807ddf55596d45";

export default node;
