// Every module under lib/server starts with `import 'server-only'`, so a client component that reaches
// one (even through a chain of imports) fails the build instead of shipping database code to browsers.
export const requireServerOnly = {
  meta: {
    type: 'problem',
    docs: { description: "Modules under lib/server must import 'server-only'." },
    messages: { missing: "A lib/server module must start with import 'server-only';" },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const marked = program.body.some(
          (node) => node.type === 'ImportDeclaration' && node.source.value === 'server-only',
        );
        if (!marked) context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'missing' });
      },
    };
  },
};

export const localPlugin = { rules: { 'require-server-only': requireServerOnly } };
