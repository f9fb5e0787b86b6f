package org.chesseus.tools.corpus;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tools.perft.Progress;

/** Exploration only (not a test): java -cp … CorpusProbe N scale threads. */
public final class CorpusProbe {
    public static void main(String[] args) throws Exception {
        RuleBookComposer composer = new RuleBookComposer(
                ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());
        EngineProvider engine = ServiceLoader.load(EngineProvider.class).findFirst().orElseThrow();
        int n = Integer.parseInt(args[0]);
        CorpusSettings settings = new CorpusSettings(n, 1, Integer.parseInt(args[2]), Double.parseDouble(args[1]),
                CorpusSettings.DEFAULT_MONTH);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        long t0 = System.nanoTime();
        CorpusTally tally = new ArchiveMonth(settings, () -> composer.compose("fide"), engine).write(out, Progress.NONE);
        double s = (System.nanoTime() - t0) / 1e9;
        double cpu = ProcessHandle.current().info().totalCpuDuration().orElseThrow().toMillis() / 1000.0;
        System.out.printf("%d games %.1f s %.1f games/s, cpu %.1f s = %.1f games per cpu-s, avg plies %.1f%n", n, s, n / s, cpu, n / cpu, tally.averagePlies());
        System.out.println(tally.endings());
        System.out.println(tally.flags());
        Files.write(Path.of(args[3]), out.toByteArray());
    }
}
