package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.cases.Case;
import org.chesseus.tools.cases.CaseJson;
import org.chesseus.tools.cases.Casebook;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code chesseus cases}: the casebook shipped with Chesseus — cases where the rule books part ways
 * or where players commonly get a rule wrong, each with every book's ruling and article, why, and
 * the rule texts cited. Lists them by topic, or shows the ones named.
 */
@Command(name = "cases", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"List or show the casebook: where the rule books part ways, with every book's ruling.",
            "Without an ID the cases are listed by topic, each with how the books split; with IDs each is",
            "shown whole: setup, event, every book's ruling and article, why, and the rule texts."},
        footer = {"", "compare --case ID judges a case live under the books; quiz asks its rulings.",
            "With --json: one object per case {id, title, topic, fen, steps, event, why, texts, rulings}.",
            "Exit status: 0 shown, 1 an unknown case, book or topic, 2 usage error."})
public final class CasesCommand implements Callable<Integer> {
    private final Terminal terminal;
    private final JsonLines json;

    @Parameters(arity = "0..*", paramLabel = "ID", description = "The cases to show whole (as the list names them).")
    private List<String> ids = List.of();

    @Option(names = "--book", paramLabel = "BOOK",
            description = "Show this book's ruling beside each case (one of the casebook's books: fide, uscf, lichess, ...).")
    private String book;

    @Option(names = "--topic", paramLabel = "TOPIC",
            description = "Only the cases of this topic (a word of it is enough: flag, resignation, repetition, ...).")
    private String topic;

    @Option(names = "--json", description = "One JSON object per case.")
    private boolean asJson;

    @Inject
    CasesCommand(Terminal terminal, JsonLines json) {
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    @Override
    public Integer call() {
        Casebook casebook = Casebook.shipped();
        List<Case> chosen = ids.isEmpty() ? casebook.select(Optional.ofNullable(book), Optional.ofNullable(topic))
                : ids.stream().map(id -> casebook.require("ID", id)).toList();
        if (!ids.isEmpty()) {
            casebook.select(Optional.ofNullable(book), Optional.empty());
        }
        CasePrinter printer = new CasePrinter(terminal.out());
        if (asJson) {
            chosen.forEach(one -> json.print(CaseJson.of(one)));
        } else if (ids.isEmpty()) {
            printer.list(casebook, chosen, Optional.ofNullable(book));
        } else {
            chosen.forEach(one -> printer.show(one, Optional.ofNullable(book)));
        }
        terminal.out().flush();
        return ExitStatus.OK;
    }
}
