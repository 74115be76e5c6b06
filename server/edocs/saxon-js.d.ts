// The few SaxonJS 2 calls Defter makes (saxon-js ships no types). https://www.saxonica.com/saxon-js/documentation2/
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal?: object;
    sourceNode?: unknown;
    sourceText?: string;
    destination?: 'document' | 'serialized' | 'raw';
    stylesheetParams?: Record<string, unknown>;
    initialMode?: string;
  }
  interface XPathOptions {
    namespaceContext?: Record<string, string>;
    resultForm?: 'default' | 'array' | 'iterator' | 'xdm';
    params?: Record<string, unknown>;
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): { principalResult: unknown };
    XPath: { evaluate(expr: string, context: unknown, options?: XPathOptions): unknown };
  };
  export default SaxonJS;
}
