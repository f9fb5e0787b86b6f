package org.chesseus.launcher.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The descriptions and footers of the usage help as paragraphs: the lines of a paragraph, as the
 * source wraps them, joined, so that picocli wraps each paragraph at whole words at the usage
 * width; picocli would start each source line on a new line and break one longer than the width
 * inside a word ({@code chasolver-positions.}, then {@code txt}). An empty line ends a paragraph.
 * A description's first line stays a paragraph of its own: it is the summary the command lists show.
 */
public final class HelpParagraphs {
    private HelpParagraphs() {
    }

    /** Reflows the help of this command and of its subcommands. */
    public static void reflow(CommandLine cli) {
        UsageMessageSpec usage = cli.getCommandSpec().usageMessage();
        String[] description = usage.description();
        if (description.length > 1) {
            List<String> reflowed = new ArrayList<>(List.of(description[0]));
            reflowed.addAll(List.of(paragraphs(List.of(description).subList(1, description.length).toArray(String[]::new))));
            usage.description(reflowed.toArray(String[]::new));
        }
        usage.footer(paragraphs(usage.footer()));
        cli.getSubcommands().values().forEach(HelpParagraphs::reflow);
    }

    /** Consecutive non-empty lines joined with a space; empty lines kept between paragraphs. */
    static String[] paragraphs(String[] lines) {
        List<String> paragraphs = new ArrayList<>();
        StringBuilder paragraph = new StringBuilder();
        for (String line : lines) {
            if (line.isBlank()) {
                if (paragraph.length() > 0) {
                    paragraphs.add(paragraph.toString());
                    paragraph.setLength(0);
                }
                paragraphs.add(line);
            } else {
                paragraph.append(paragraph.length() > 0 ? " " : "").append(line.strip());
            }
        }
        if (paragraph.length() > 0) {
            paragraphs.add(paragraph.toString());
        }
        return paragraphs.toArray(String[]::new);
    }
}
