/**
 * Answer data already serialized as JSON (a kept answer, say): the pipeline puts the text into the
 * envelope as it is, or encrypts it, instead of serializing the data again on every request.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
