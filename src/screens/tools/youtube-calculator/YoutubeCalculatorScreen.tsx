import { YoutubeCalculatorForm } from '@/components/tools/youtube-calculator/YoutubeCalculatorForm';
import { YoutubeCalculatorResult } from '@/components/tools/youtube-calculator/YoutubeCalculatorResult';
import { ToolPage } from '@/components/tool-kit/ToolPage';
import { EARNINGS_CATEGORIES } from '@/domain/tools/youtube-calculator/earnings';
import { youtubeCalculatorMachine } from '@/machines/tools/youtube-calculator/youtubeCalculatorMachine';
import { useMachine } from '@/screens/shared/useMachine';
import classes from './YoutubeCalculatorScreen.module.css';

/**
 * /tools/youtube-calculator (docs/product.md, youtube-calculator): a pure calculator, so the
 * machine needs nothing provided and the screen runs it as it is.
 */
export function YoutubeCalculatorScreen() {
  const [snapshot, send] = useMachine(youtubeCalculatorMachine);
  const { minutes, views, category, result, note, error } = snapshot.context;

  return (
    <ToolPage
      title="YouTube Calculator"
      description="Estimate what a YouTube video could earn from ads: set its length and its views, choose its category, and get a range based on typical rates per 1,000 views."
    >
      <div className={classes.layout}>
        <div className={classes.card}>
          <YoutubeCalculatorForm
            minutes={minutes}
            views={views}
            category={category}
            categories={EARNINGS_CATEGORIES}
            categoryMissing={error !== null}
            onMinutesChange={(value) => send({ type: 'length.set', minutes: value })}
            onViewsChange={(value) => send({ type: 'views.set', views: value })}
            onCategoryChange={(value) => send({ type: 'category.choose', category: value })}
            onCalculate={() => send({ type: 'earnings.calculate' })}
          />
        </div>
        <div className={classes.card}>
          <YoutubeCalculatorResult
            result={result}
            error={error}
            stale={snapshot.hasTag('stale')}
            note={note}
          />
        </div>
      </div>
    </ToolPage>
  );
}
