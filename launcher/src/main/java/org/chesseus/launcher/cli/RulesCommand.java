package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code chesseus rules}: the composed rule book, each rule with the article it implements and the
 * layer that contributed it, so any verdict of the book can be traced to its article.
 */
@Command(name = "rules", mixinStandardHelpOptions = true,
        description = "List the composed rule book: rule, article, contributing layer (and the rule an overlay"
                + " replaced), summary; then the rules taken out.")
public final class RulesCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Option(names = "--rules", paramLabel = "PROFILE", defaultValue = "fide", description = ProfileOptions.RULES)
    private String rules;

    @Mixin
    private ProfileOptions profile;

    @Option(names = "--json", description = "One JSON object a line: rule, article, layer, implementedBy, summary, replaces, removedBy.")
    private boolean asJson;

    @Option(names = "--markdown", description = "The book as a markdown page (the pages of docs/rules/).")
    private boolean asMarkdown;

    @Inject
    RulesCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    @Override
    public Integer call() {
        if (asJson && asMarkdown) {
            throw new RejectedInputException("--json and --markdown exclude each other: choose one");
        }
        RuleBook book = profile.compose(composer, rules);
        RuleBookListing listing = RuleBookListing.of(book);
        if (asMarkdown) {
            terminal.out().print(listing.markdown());
            terminal.out().flush();
            return ExitStatus.OK;
        }
        if (asJson) {
            RuleBookListing.teachingNote(book).ifPresent(terminal.err()::println);
            listing.all().forEach(json::print);
            return ExitStatus.OK;
        }
        PrintWriter out = terminal.out();
        out.println(listing.heading());
        Table table = new Table(5).row("rule", "article", "layer", "implemented by", "summary");
        listing.rules().forEach(rule -> table.row(rule.rule(), rule.article(), RuleBookListing.layerCell(rule),
                rule.implementedBy(), rule.summary()));
        table.print(out, "");
        listing.removed().forEach(rule -> out.println("Taken out: " + RuleBookListing.removedLine(rule)));
        RuleBookListing.teachingNote(book).ifPresent(out::println);
        return ExitStatus.OK;
    }
}
