package org.chesseus.api.kit;

import static java.util.Objects.requireNonNull;

import org.chesseus.api.game.CountedDraw;
import org.chesseus.api.rules.Rule;

/**
 * What the kit's counted draws share, claimed or automatic: the id they stand in, the count and
 * threshold that bring the draw ({@link DrawCount}), and the article every verdict cites.
 */
abstract class CountedRule implements Rule, CountedDraw {
    private final String id;
    private final DrawCount draw;
    private final String article;

    CountedRule(String id, DrawCount draw, String article) {
        this.id = requireNonNull(id, "id");
        this.draw = requireNonNull(draw, "draw");
        this.article = requireNonNull(article, "article");
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String article() {
        return article;
    }

    @Override
    public final Count count() {
        return draw.count();
    }

    @Override
    public final int threshold() {
        return draw.threshold();
    }

    /** The count and its sentences. */
    final DrawCount draw() {
        return draw;
    }
}
