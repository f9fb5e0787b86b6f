package org.chesseus.launcher.cli;

import jakarta.inject.Inject;
import java.lang.module.ModuleDescriptor;
import java.util.List;
import java.util.Optional;
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
            AnalyzeCommand.class, AdjudicateCommand.class, CompareCommand.class, MatchCommand.class, BenchCommand.class,
            UciCommand.class, ServeCommand.class);

    @Inject
    ChesseusCommand() {
    }

    /** The version of the drivers module, as the build recorded it. */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() {
            Optional<String> version = Optional.ofNullable(ChesseusCommand.class.getModule().getDescriptor())
                    .flatMap(ModuleDescriptor::rawVersion);
            return new String[] {"chesseus " + version.orElse("(development build)")};
        }
    }
}
