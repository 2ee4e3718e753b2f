/**
 * @generated SignedSource<<fd548cac89b046fc129f99235d5524f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingFormQuery$variables = {
  spaceId: string;
};
export type BookingFormQuery$data = {
  readonly appConfig: {
    readonly closingHour: number;
    readonly lastStartHour: number;
    readonly maxBookingHours: number;
    readonly minLeadHours: number;
    readonly timeZone: string;
  };
  readonly space: {
    readonly capacity: number;
    readonly id: string;
    readonly isActive: boolean;
    readonly name: string;
    readonly pricePerHour: string;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "spaceId"
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
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "capacity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pricePerHour",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isActive",
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
        "kind": "ScalarField",
        "name": "timeZone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastStartHour",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "closingHour",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxBookingHours",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "minLeadHours",
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
    "name": "BookingFormQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BookingFormQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e6b270ac4e4f0d12863b92356199f745",
    "id": null,
    "metadata": {},
    "name": "BookingFormQuery",
    "operationKind": "query",
    "text": "query BookingFormQuery(\n  $spaceId: ID!\n) {\n  space(id: $spaceId) {\n    id\n    name\n    capacity\n    pricePerHour\n    isActive\n  }\n  appConfig {\n    timeZone\n    lastStartHour\n    closingHour\n    maxBookingHours\n    minLeadHours\n  }\n}\n"
  }
};
})();

(node as any).hash = "cbf460168e6bce00c182c5b33adc5315";

export default node;
