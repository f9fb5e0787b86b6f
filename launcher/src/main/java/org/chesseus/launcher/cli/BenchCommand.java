package org.chesseus.launcher.cli;

import jakarta.inject.Inject;
import picocli.CommandLine.Command;

/** {@code chesseus bench}: fixed workloads, measured after an in-process warm-up. */
@Command(name = "bench", mixinStandardHelpOptions = true, synopsisSubcommandLabel = "WORKLOAD",
        description = "Measure a fixed workload after an in-process warm-up.",
        subcommands = {BenchPerftCommand.class, BenchAnalyzeCommand.class, BenchArbiterCommand.class,
            BenchSearchCommand.class, BenchCorpusCommand.class})
public final class BenchCommand {

    @Inject
    BenchCommand() {
    }
}
