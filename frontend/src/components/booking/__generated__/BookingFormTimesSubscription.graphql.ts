/**
 * @generated SignedSource<<5bd3b4052ba69de68daf69fd298a2638>>
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
    readonly slots: ReadonlyArray<{
      readonly available: boolean;
      readonly endsAt: string;
      readonly hour: number;
      readonly startsAt: string;
      readonly tooSoon: boolean;
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
            "name": "hour",
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
    "cacheID": "724e6b89da9163ad2fdbc10c98949b1c",
    "id": null,
    "metadata": {},
    "name": "BookingFormTimesSubscription",
    "operationKind": "subscription",
    "text": "subscription BookingFormTimesSubscription(\n  $spaceId: ID!\n  $date: Date!\n) {\n  availabilityChanged(spaceId: $spaceId, date: $date) {\n    slots {\n      hour\n      startsAt\n      endsAt\n      available\n      tooSoon\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "624827fab5ac6de7663e0910ae95f712";

export default node;
