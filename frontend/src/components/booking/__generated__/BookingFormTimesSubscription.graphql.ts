/**
 * @generated SignedSource<<d2dc122f7f287a4e0c1b87466bdbcd64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingFormTimesSubscription$variables = {
  date: string;
  spaceId: string;
};
export type BookingFormTimesSubscription$data = {
  readonly availabilityChanged: {
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
export type BookingFormTimesSubscription = {
  response: BookingFormTimesSubscription$data;
  variables: BookingFormTimesSubscription$variables;
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
    "name": "availabilityChanged",
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
    "name": "BookingFormTimesSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BookingFormTimesSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "2d060e35cc77ae829e55b765a44085e2",
    "id": null,
    "metadata": {},
    "name": "BookingFormTimesSubscription",
    "operationKind": "subscription",
    "text": "subscription BookingFormTimesSubscription(\n  $spaceId: ID!\n  $date: Date!\n) {\n  availabilityChanged(spaceId: $spaceId, date: $date) {\n    slots {\n      minuteOfDay\n      startsAt\n      endsAt\n      available\n      tooSoon\n      withinStartHours\n      buffer\n    }\n    closedReason\n    rules {\n      minDurationMinutes\n      maxDurationMinutes\n      noticeMinutes\n      cancelWindowMinutes\n      bufferBeforeMinutes\n      bufferAfterMinutes\n      requiresApproval\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3418d54a7536e6a13ca0b4afcb2169bf";

export default node;
