package org.chesseus.launcher.cli;

import jakarta.inject.Inject;
import java.util.List;
import org.chesseus.api.Release;
import org.chesseus.launcher.play.PlayCommand;
import org.chesseus.launcher.cli.UciCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.IVersionProvider;

/**
 * {@code chesseus}: the rules of chess as a stack of plugins. Only the commands that are
 * implemented are registered; running it without one is a usage error. The commands are listed in
 * {@link #COMMANDS} rather than in the annotation, so that a launch registers only the one it runs
 * ({@code Launch}): picocli reads the options of every command it is given, about a sixth of a
 * short command's start.
 */
@Command(name = "chesseus", mixinStandardHelpOptions = true, versionProvider = ChesseusCommand.Version.class,
        synopsisSubcommandLabel = "COMMAND",
        description = "The rules of chess as a stack of plugins: rule books composed from the layers found.",
        footer = {"", "Exit status: 0 success, 1 input refused, 2 usage error, 3 internal error."})
public final class ChesseusCommand {
    /** The commands of {@code chesseus}, in the order its usage help lists them. */
    public static final List<Class<?>> COMMANDS = List.of(
            HelpCommand.class, PlayCommand.class, ProfilesCommand.class, RulesCommand.class, PerftCommand.class,
            AnalyzeCommand.class, AdjudicateCommand.class, CompareCommand.class, CasesCommand.class, QuizCommand.class,
            MatchCommand.class, BenchCommand.class, UciCommand.class, ServeCommand.class);

    @Inject
    ChesseusCommand() {
    }

    /** The release's one version, the one the engine's name carries ({@link Release#version()}). */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"chesseus " + Release.version()};
        }
    }
}
