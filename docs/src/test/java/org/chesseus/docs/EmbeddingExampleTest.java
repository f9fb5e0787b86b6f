package org.chesseus.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code docs/embedding.md} shows a program that embeds Chesseus: this test takes its first
 * {@code java} block, compiles it against the class path of the tests (the kernel and the layers
 * {@code l1}, {@code l2}, {@code l3}), runs its {@code main} and requires exactly the output in the
 * {@code text} block that follows — so the guide can never drift from the API.
 */
class EmbeddingExampleTest {
    private static final Pattern JAVA = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL);
    private static final Pattern TEXT = Pattern.compile("```text\n(.*?)```", Pattern.DOTALL);
    private static final Pattern CLASS = Pattern.compile("public class (\\w+)");

    @TempDir
    Path work;

    @Test
    void theEmbeddingExampleCompilesRunsAndPrintsWhatTheGuideShows() throws Exception {
        String guide = Files.readString(RuleBookReferenceTest.docsFolder().resolve("embedding.md"), StandardCharsets.UTF_8)
                .replace("\r\n", "\n");
        String source = first(JAVA, guide, "a java block");
        String expected = first(TEXT, guide, "a text block with the output");
        String name = first(CLASS, source, "a public class");
        Path file = work.resolve(name + ".java");
        Files.writeString(file, source, StandardCharsets.UTF_8);
        compile(file);
        assertEquals(expected, run(name), "docs/embedding.md: the example's output differs from the guide");
    }

    private static String first(Pattern pattern, String text, String what) {
        Matcher matcher = pattern.matcher(text);
        assertTrue(matcher.find(), "docs/embedding.md has no " + what);
        return matcher.group(1);
    }

    private void compile(Path file) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assertNotNull(compiler, "the tests need a JDK (javax.tools)");
        StringWriter errors = new StringWriter();
        boolean compiled = compiler.getTask(errors, null, null,
                List.of("--release", "17", "-classpath", System.getProperty("java.class.path"), "-d", work.toString()),
                null, compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8).getJavaFileObjects(file.toFile()))
                .call();
        assertTrue(compiled, () -> "docs/embedding.md: the example does not compile:\n" + errors);
    }

    private String run(String name) throws IOException, ReflectiveOperationException {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream original = System.out;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {work.toUri().toURL()}, getClass().getClassLoader())) {
            Method main = loader.loadClass(name).getMethod("main", String[].class);
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            main.invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(original);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }
}
