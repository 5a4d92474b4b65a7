/** A demo resource as written: what the opens and the edition are made from. */
export interface LoadedResource {
  id: number;
  companyId: number;
  createdAt: Date;
  topicIds: number[];
}

/** A demo member as written: their brands and topics, and when they joined. */
export interface LoadedMember {
  id: number;
  createdAt: Date;
  companyIds: number[];
  topicIds: number[];
}
